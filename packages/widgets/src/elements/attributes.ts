/**
 * An element attribute, declared once: its value type lives in the type system only (the runtime
 * value is a bare flag, so the loader carries no prose), its description in the JSDoc of the
 * property that declares it (read by the manifest plugin, scripts/cem-plugin.mjs).
 */
export type Attribute<T extends string, Required extends boolean> = (Required extends true ? 1 : 0) & {
  readonly __value?: T;
};
export type Attributes = Readonly<Record<string, Attribute<string, boolean>>>;

export const optional = <T extends string = string>() => 0 as Attribute<T, false>;
export const required = <T extends string = string>() => 1 as Attribute<T, true>;

type ValueOf<A> = A extends Attribute<infer T, boolean> ? T : never;
type RequiredKeys<A extends Attributes> = { [K in keyof A]: A[K] extends Attribute<string, true> ? K : never }[keyof A];

/** The JSX props of a set of attributes: required ones required, each with its value type. */
export type AttributeProps<A extends Attributes> = { [K in RequiredKeys<A>]: ValueOf<A[K]> } & {
  [K in Exclude<keyof A, RequiredKeys<A>>]?: ValueOf<A[K]>;
};
