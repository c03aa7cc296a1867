// The manifest entry of one `<baobab-*>` element, from what cem-plugin.mjs collected in the sources.

const pascalCase = (tag) => tag.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase());

/**
 * A custom-element class declaration: its attributes (each reflected by a field when it has one),
 * the `refresh()` method every element has, its events, CSS properties and parts.
 */
export function elementDeclaration({ tag, summary, attributes, events, cssProperties, cssParts }) {
  return {
    kind: 'class',
    name: `${pascalCase(tag)}Element`,
    description: summary,
    tagName: tag,
    customElement: true,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes,
    members: [
      ...attributes
        .filter((attribute) => attribute.fieldName)
        .map((attribute) => ({
          kind: 'field',
          name: attribute.fieldName,
          type: { text: 'string | null' },
          description: `Reflects the \`${attribute.name}\` attribute.`,
          attribute: attribute.name,
        })),
      {
        kind: 'method',
        name: 'refresh',
        return: { type: { text: 'void' } },
        description: 'Re-renders the widget (page-wide settings changed).',
      },
    ],
    events,
    cssProperties,
    cssParts,
  };
}
