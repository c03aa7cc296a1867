/**
 * The shadow root's own rules. `all: initial` on the host stops inherited page styles (font,
 * colour, line-height, letter-spacing…) at the boundary; custom properties still inherit, so
 * `--baobab-*` set on the element keep working. A host can still size and place the element
 * itself: its own rules on the element beat `:host`.
 */
export const HOST_CSS = /* css */ `
:host { all: initial; display: block; }
:host([hidden]) { display: none; }
`;
