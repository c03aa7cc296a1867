import type { Attributes } from './attributes';
import { BaobabWidgetElement, COMMON_ATTRIBUTES, type MountWidget } from './widget-element';

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
type Reflected<A extends string> = { [K in Exclude<A, 'lang'> as CamelCase<K>]: string | null };
type CommonAttribute = keyof typeof COMMON_ATTRIBUTES;
type Tag = `baobab-${string}`;

/** A custom element class, the tag it is registered under and the attributes it takes. */
export interface ElementDefinition<A extends Attributes = Attributes, T extends Tag = Tag> {
  tag: T;
  attributes: A;
  element: new () => BaobabWidgetElement & Reflected<CommonAttribute | Extract<keyof A, string>>;
}

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Builds the class of one widget element: the common attributes plus its own (`company`, `slug`…),
 * each reflected as a property (`api-base` ⇔ `apiBase`), and its chunk loaded on first use.
 * Nothing is registered here; `defineElements()` does that.
 */
export function widgetElement<T extends Tag, A extends Attributes>(
  tag: T,
  ownAttributes: A,
  load: () => Promise<{ mount: MountWidget }>,
): ElementDefinition<A, T> {
  const attributes = [...Object.keys(COMMON_ATTRIBUTES), ...Object.keys(ownAttributes)];
  class Element extends BaobabWidgetElement {
    static observedAttributes = attributes;
    protected loadMount = () => load().then((chunk) => chunk.mount);
  }
  for (const attribute of attributes) {
    if (attribute === 'lang') continue;
    Object.defineProperty(Element.prototype, camelCase(attribute), {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute(attribute);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  return { tag, attributes: ownAttributes, element: Element as unknown as ElementDefinition<A, T>['element'] };
}
