/** The part of the Custom Elements Manifest (schema 1.0) our tooling reads. */
export interface Described {
  name: string;
  description?: string;
}

export interface ElementDeclaration {
  tagName: string;
  customElement?: boolean;
  description?: string;
  attributes: (Described & { type?: { text: string } })[];
  events: (Described & { type?: { text: string } })[];
  cssProperties: (Described & { default?: string })[];
  cssParts: Described[];
}

export interface CustomElementsManifest {
  modules: { path: string; declarations: ElementDeclaration[] }[];
}

export const customElementsOf = (manifest: CustomElementsManifest): ElementDeclaration[] =>
  manifest.modules.flatMap((module) => module.declarations).filter((declaration) => declaration.customElement);
