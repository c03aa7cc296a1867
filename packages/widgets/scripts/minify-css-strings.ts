import type { Plugin } from 'vite';

/** How the styles mark a template literal as CSS (editors highlight it too). */
const MARKER = '/* css */ `';
/** Whitespace next to these characters never separates two tokens. */
const TIGHT = new Set(['{', '}', ';', ',']);

/**
 * Minifies one run of CSS text: comments out, whitespace collapsed, and dropped next to braces,
 * semicolons, commas and after a colon (never before one: `.a :where(b)` is a descendant
 * selector). Quoted strings are copied as they are. `open` and `close` say whether the run
 * touches the literal's start and end (else an interpolated `${…}` stands there, and a space
 * next to it may matter).
 */
export function minifyCssText(text: string, open = true, close = true): string {
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new Error(`unterminated CSS comment in: ${text.slice(i, i + 40)}`);
      i = end + 1;
      pendingSpace = true;
      continue;
    }
    if (/\s/.test(char)) {
      pendingSpace = true;
      continue;
    }
    const previous = out.at(-1);
    if (pendingSpace && !TIGHT.has(char) && previous !== undefined && !TIGHT.has(previous) && previous !== ':')
      out += ' ';
    else if (pendingSpace && previous === undefined && !open && !TIGHT.has(char)) out += ' ';
    pendingSpace = false;
    if (char === '}' && out.endsWith(';')) out = out.slice(0, -1);
    if (char === "'" || char === '"') {
      const end = text.indexOf(char, i + 1);
      if (end < 0) throw new Error(`unterminated CSS string in: ${text.slice(i, i + 40)}`);
      out += text.slice(i, end + 1);
      i = end;
      continue;
    }
    out += char;
  }
  const last = out.at(-1);
  if (pendingSpace && !close && last !== undefined && !TIGHT.has(last) && last !== ':') out += ' ';
  return out;
}

/** Index just past the `}` closing the `${` expression that starts at `start` (nested braces counted). */
function expressionEnd(code: string, start: number): number {
  let depth = 1;
  for (let i = start; i < code.length; i += 1) {
    if (code[i] === '{') depth += 1;
    else if (code[i] === '}' && --depth === 0) return i + 1;
  }
  throw new Error('unterminated interpolation in a /* css */ template');
}

/**
 * Minifies the text of every template literal marked `/* css *\/` in a module's source, leaving
 * the `${…}` expressions in it untouched.
 */
export function minifyCssTemplates(code: string): string {
  let out = '';
  let from = 0;
  for (let at = code.indexOf(MARKER); at >= 0; at = code.indexOf(MARKER, from)) {
    let i = at + MARKER.length;
    out += code.slice(from, i);
    let runStart = i;
    for (;;) {
      const char = code[i];
      if (char === undefined) throw new Error('unterminated /* css */ template');
      if (char === '\\') {
        i += 2;
        continue;
      }
      if (char === '`' || (char === '$' && code[i + 1] === '{')) {
        const open = runStart === at + MARKER.length;
        out += minifyCssText(code.slice(runStart, i), open, char === '`');
        if (char === '`') {
          from = i;
          break;
        }
        const end = expressionEnd(code, i + 2);
        out += code.slice(i, end);
        i = end;
        runStart = i;
        continue;
      }
      i += 1;
    }
  }
  return out + code.slice(from);
}

/** The CDN build's CSS-in-TS, minified: the widget styles are template strings marked `/* css *\/`. */
export function minifyCssStrings(): Plugin {
  return {
    name: 'baobab-minify-css-strings',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes(MARKER)) return undefined;
      return { code: minifyCssTemplates(code), map: null };
    },
  };
}
