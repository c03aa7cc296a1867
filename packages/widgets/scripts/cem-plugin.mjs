// Custom Elements Manifest analyzer plugin for the `<baobab-*>` elements.
//
// Our element classes are built by a factory (`widgetElement(tag, ownAttributes, load)`), which the
// analyzer cannot see through. This plugin reads the same sources the runtime does, so the manifest
// cannot drift from the code:
//   - tag, own attributes (names, value types, JSDoc) and summary (the comment above it): the
//     element's `widgetElement(…)` call in `src/elements/registry.ts`, the one place an element's
//     attributes are declared;
//   - common attributes: `COMMON_ATTRIBUTES` in `src/elements/widget-element.ts`;
//   - events: every `emit('baobab:…')` reachable from the mount that call imports, typed from
//     `BaobabEventMap` in `src/runtime/events.ts`;
//   - CSS custom properties: the token objects of `src/styles/tokens.ts`;
//   - CSS parts: every `part="…"` reachable from that mount.
// Descriptions the sources do not carry come from the tables passed in by the config; anything
// missing from the sources (an attribute without typing, an event outside the map) fails the run.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { elementDeclaration } from './cem-declaration.mjs';

/** The module every declaration is published under: importing it defines the elements. */
export const ELEMENTS_MODULE = 'dist/npm/elements.js';

const camelCase = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

/**
 * @param {object} options
 * @param {string} options.root the package directory
 * @param {Record<string, string>} options.events descriptions by event name
 * @param {Record<string, string>} options.cssProperties descriptions by token name (without `--baobab-`)
 * @param {Record<string, string>} options.cssParts descriptions by part name
 * @param {Record<string, string>} [options.elements] summaries by tag (else the element's JSDoc)
 */
export function baobabElementsPlugin(options) {
  const { root } = options;
  /** @type {import('typescript')} */
  let ts;
  const parsed = new Map();
  const declarations = [];

  const source = (file) => {
    if (!parsed.has(file)) {
      const text = readFileSync(file, 'utf8');
      parsed.set(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file)));
    }
    return parsed.get(file);
  };
  const scriptKind = (file) => (file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const nameOf = (node) => (ts.isIdentifier(node) || ts.isStringLiteral(node) ? node.text : undefined);
  const jsDocText = (node) =>
    (node.jsDoc ?? [])
      .map((doc) => (typeof doc.comment === 'string' ? doc.comment : ts.getTextOfJSDocComment(doc.comment)))
      .filter(Boolean)
      .join('\n')
      .replace(/\s*\n\s*/g, ' ')
      .trim();
  const walk = (node, visit) => {
    visit(node);
    ts.forEachChild(node, (child) => walk(child, visit));
  };
  /** The specifier of `import('…')` when `node` is that call. */
  const importedBy = (node) =>
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
      ? node.arguments[0].text
      : undefined;
  /** The `/** … *\/` comment just before `node` (an entry of the registry's list, which holds no JSDoc node). */
  const leadingDocText = (node) => {
    const text = node.getSourceFile().text;
    const comment = (ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [])
      .map((range) => text.slice(range.pos, range.end))
      .filter((range) => range.startsWith('/**'))
      .at(-1);
    return (comment ?? '/***/')
      .slice(3, -2)
      .split('\n')
      .map((line) => line.replace(/^\s*\* ?/, '').trim())
      .filter(Boolean)
      .join(' ');
  };
  const fail = (message) => {
    throw new Error(`baobab-elements: ${message}`);
  };

  /**
   * An attribute object literal (`{ /** doc *\/ name: optional<'a' | 'b'>(), … }`) → name →
   * { type, required, description }: the value type from the type argument, the prose from JSDoc.
   */
  function attributeObject(object, where) {
    if (!ts.isObjectLiteralExpression(object)) fail(`${where}: attributes must be an object literal`);
    const out = new Map();
    for (const property of object.properties) {
      const call = ts.isPropertyAssignment(property) ? property.initializer : undefined;
      const kind = call && ts.isCallExpression(call) ? nameOf(call.expression) : undefined;
      if (kind !== 'optional' && kind !== 'required')
        fail(`${where}: each attribute is optional<T>() or required<T>()`);
      out.set(nameOf(property.name), {
        type: call.typeArguments?.[0]?.getText().replace(/\s+/g, ' ') ?? 'string',
        required: kind === 'required',
        description: jsDocText(property),
      });
    }
    return out;
  }

  /** `COMMON_ATTRIBUTES` of src/elements/widget-element.ts. */
  function commonAttributes() {
    const file = join(root, 'src/elements/widget-element.ts');
    let found;
    walk(source(file), (node) => {
      if (ts.isVariableDeclaration(node) && nameOf(node.name) === 'COMMON_ATTRIBUTES' && node.initializer)
        found = attributeObject(node.initializer, 'COMMON_ATTRIBUTES');
    });
    return found ?? fail('COMMON_ATTRIBUTES not found in src/elements/widget-element.ts');
  }

  /** Property signatures of a type literal / interface: name → { type, optional, description }. */
  function members(list) {
    const out = new Map();
    for (const member of list) {
      if (!ts.isPropertySignature(member)) continue;
      out.set(nameOf(member.name), {
        type: member.type?.getText().replace(/\s+/g, ' '),
        optional: Boolean(member.questionToken),
        description: jsDocText(member),
      });
    }
    return out;
  }

  /** `BaobabEventMap`: event name → { type, description }. */
  function eventMap() {
    const file = join(root, 'src/runtime/events.ts');
    let map;
    walk(source(file), (node) => {
      if (ts.isInterfaceDeclaration(node) && node.name.text === 'BaobabEventMap') map = members(node.members);
    });
    return map ?? fail('BaobabEventMap not found in src/runtime/events.ts');
  }

  /** Every token of tokens.ts, in declaration order, with its default (light, default theme) value. */
  function tokens() {
    const file = join(root, 'src/styles/tokens.ts');
    const out = new Map();
    walk(source(file), (node) => {
      if (!ts.isVariableDeclaration(node) || !/_TOKENS$/.test(nameOf(node.name) ?? '')) return;
      if (!node.initializer || !ts.isObjectLiteralExpression(node.initializer)) return;
      const isDefault = nameOf(node.name) === 'DEFAULT_TOKENS';
      for (const property of node.initializer.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const key = nameOf(property.name);
        if (!out.has(key)) out.set(key, undefined);
        if (isDefault && ts.isStringLiteralLike(property.initializer)) out.set(key, property.initializer.text);
      }
    });
    if (out.size === 0) fail('no *_TOKENS object found in src/styles/tokens.ts');
    return out;
  }

  function resolveImport(from, specifier) {
    if (!specifier.startsWith('.')) return undefined;
    const base = resolve(dirname(from), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
      if (/\.tsx?$/.test(candidate) && !candidate.endsWith('.d.ts') && existsSync(candidate)) return candidate;
    }
    return undefined;
  }

  /** Events emitted and parts declared by every module reachable from `entry` (static and dynamic imports). */
  function reachable(entry) {
    const seen = new Set();
    const events = new Set();
    const parts = new Set();
    const queue = [entry];
    while (queue.length > 0) {
      const file = queue.pop();
      if (seen.has(file) || /\.(test|testing)\.tsx?$/.test(file)) continue;
      seen.add(file);
      walk(source(file), (node) => {
        let specifier;
        if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
          const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
          if (!typeOnly) specifier = node.moduleSpecifier.text;
        }
        if (ts.isCallExpression(node)) {
          const callee = node.expression;
          const [first] = node.arguments;
          specifier ??= importedBy(node);
          const calleeName = ts.isPropertyAccessExpression(callee) ? callee.name.text : nameOf(callee);
          if (calleeName === 'emit' && first && ts.isStringLiteralLike(first) && first.text.startsWith('baobab:')) {
            events.add(first.text);
          }
        }
        if (ts.isJsxAttribute(node) && nameOf(node.name) === 'part' && node.initializer) {
          if (ts.isStringLiteral(node.initializer))
            for (const part of node.initializer.text.split(/\s+/)) parts.add(part);
          else fail(`${relative(root, file)}: part must be a string literal so the manifest can list it`);
        }
        const target = specifier && resolveImport(file, specifier);
        if (target) queue.push(target);
      });
    }
    return { events, parts };
  }

  /** The declaration of one element, from its `widgetElement(tag, [own attributes], load)` call. */
  function declaration(call, file) {
    const [tagArg, attributesArg, loadArg] = call.arguments;
    if (!tagArg || !ts.isStringLiteralLike(tagArg))
      fail(`${relative(root, file)}: widgetElement() needs a literal tag`);
    const tag = tagArg.text;
    const own = attributeObject(attributesArg, tag);
    const common = commonAttributes();

    const summary = options.elements?.[tag] ?? leadingDocText(call);

    const attributes = [...common, ...own].map(([name, typing]) => {
      const description = [typing.description, typing.required ? 'Required.' : ''].filter(Boolean).join(' ');
      if (!typing.description) fail(`${tag}: attribute "${name}" has no JSDoc description`);
      return {
        name,
        type: { text: typing.type },
        description,
        ...(name === 'lang' ? {} : { fieldName: camelCase(name) }),
      };
    });

    let mount;
    if (loadArg) walk(loadArg, (node) => (mount ??= importedBy(node)));
    const entry = (mount && resolveImport(file, mount)) ?? fail(`${tag}: its loader imports no mount module`);
    const found = reachable(entry);
    const map = eventMap();
    const events = [...found.events].sort().map((name) => {
      const event = map.get(name) ?? fail(`${tag}: emits "${name}", which BaobabEventMap does not declare`);
      return {
        name,
        type: { text: `CustomEvent<${event.type}>` },
        description: [options.events[name], event.description].filter(Boolean).join(' '),
      };
    });

    const cssProperties = [...tokens()].map(([key, value]) => ({
      name: `--baobab-${key}`,
      description: options.cssProperties[key] ?? fail(`token "${key}" has no description in the config`),
      ...(value === undefined ? {} : { default: value }),
    }));
    const cssParts = [...found.parts].sort().map((name) => ({
      name,
      description: options.cssParts[name] ?? fail(`part "${name}" has no description in the config`),
    }));

    return elementDeclaration({ tag, summary, attributes, events, cssProperties, cssParts });
  }

  return {
    name: 'baobab-elements',
    initialize({ ts: analyzerTs }) {
      ts = analyzerTs;
    },
    analyzePhase({ node, moduleDoc }) {
      if (!ts.isCallExpression(node) || nameOf(node.expression) !== 'widgetElement') return;
      declarations.push(declaration(node, resolve(root, moduleDoc.path)));
    },
    // After the analyzer's own link phases: one module, the published entry that defines the elements.
    packageLinkPhase({ customElementsManifest }) {
      declarations.sort((a, b) => a.tagName.localeCompare(b.tagName));
      customElementsManifest.modules = [
        {
          kind: 'javascript-module',
          path: ELEMENTS_MODULE,
          description: 'Importing `@baobab/widgets/elements` registers every `<baobab-*>` element.',
          declarations,
          exports: declarations.map((d) => ({
            kind: 'custom-element-definition',
            name: d.tagName,
            declaration: { name: d.name, module: ELEMENTS_MODULE },
          })),
        },
      ];
    },
  };
}
