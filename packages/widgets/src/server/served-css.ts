/**
 * The styles a server-rendered widget carries in its shadow root: the rules its markup can match,
 * no more. They style the markup until the widget's code runs; the widget then adopts its whole
 * CSS (elements/shadow-styles.ts), which comes after them in the cascade, for every state the
 * markup does not show yet (a skeleton, an error, a dialog). On a phone every kilobyte of the
 * markup is downloaded, parsed and matched before the first offers.
 */

/** One top-level statement: `prelude{body}`, or a block-less `prelude;` (body null). */
interface Statement {
  prelude: string;
  body: string | null;
}

const COMMENT = /\/\*[\s\S]*?\*\//g;
/** At-rules whose block holds rules (pruned inside); any other at-rule (keyframes, font-face…) is kept whole. */
const GROUPING = /^@(?:media|supports|container|layer|scope)\b/;

function statements(css: string): Statement[] {
  const found: Statement[] = [];
  let start = 0;
  let depth = 0;
  let open = 0;
  // Where a comment or a string ends (the text's end when it does not): no brace in them counts.
  const end = (at: number) => (at < 0 ? css.length : at);
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '/' && css[i + 1] === '*') i = end(css.indexOf('*/', i + 2)) + 1;
    else if (char === '"' || char === "'") i = end(css.indexOf(char, i + 1));
    else if (char === '{' && depth++ === 0) open = i;
    else if (char === '}' && --depth === 0) {
      found.push({ prelude: css.slice(start, open).replace(COMMENT, '').trim(), body: css.slice(open + 1, i) });
      start = i + 1;
    } else if (char === ';' && depth === 0) {
      found.push({ prelude: css.slice(start, i).replace(COMMENT, '').trim(), body: null });
      start = i + 1;
    }
  }
  return found;
}

/** `list` split at its top-level commas (not those inside `:where(…)`, `:is(…)`…). */
function selectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(from, i).trim());
      from = i + 1;
    }
  }
  parts.push(list.slice(from).trim());
  return parts;
}

const HOST_CONDITION = /:host\(([^()]*)\)/g;
const ATTRIBUTE_EQUALS = /\[([\w-]+)=["']?([^\]"']*)["']?\]/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * Whether `selector` may match in markup holding `classes`, under a host with `host`'s attributes:
 * each class it names outside parentheses and brackets is there (what `:where(…)`, `:is(…)` or
 * `:not(…)` hold is never required), and each `:host([name=value])` names a value the host has,
 * for the attributes `host` gives. Anything it cannot tell counts as a match.
 */
function mayMatch(selector: string, classes: ReadonlySet<string>, host: Readonly<Record<string, string>>): boolean {
  for (const [, condition] of selector.matchAll(HOST_CONDITION))
    for (const [, name, value] of (condition as string).matchAll(ATTRIBUTE_EQUALS))
      if (name && name in host && host[name] !== value) return false;
  let required = selector.replace(/\[[^\]]*\]/g, '');
  for (let outer = ''; outer !== required; ) {
    outer = required;
    required = required.replace(/\([^()]*\)/g, '');
  }
  for (const [, name] of required.matchAll(CLASS)) if (!classes.has(name as string)) return false;
  return true;
}

function prune(css: string, classes: ReadonlySet<string>, host: Readonly<Record<string, string>>): string {
  let kept = '';
  for (const { prelude, body } of statements(css)) {
    if (body === null) kept += `${prelude};`;
    else if (GROUPING.test(prelude)) {
      const inner = prune(body, classes, host);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) kept += `${prelude}{${body.trim()}}`;
    else {
      const selectors = selectorList(prelude).filter((selector) => mayMatch(selector, classes, host));
      if (selectors.length) kept += `${selectors.join(',')}{${body.trim()}}`;
    }
  }
  return kept;
}

/**
 * `css` less the style rules that cannot match `markup` (React's output: classes in `class="…"`)
 * inside a host whose attributes include `host` (the theme and colour mode the markup was made
 * for, which the element writes on itself before showing it).
 */
export function servedCss(css: string, markup: string, host: Readonly<Record<string, string>>): string {
  const classes = new Set<string>();
  for (const [, names] of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const name of (names as string).split(/\s+/)) if (name) classes.add(name);
  return prune(css, classes, host);
}
