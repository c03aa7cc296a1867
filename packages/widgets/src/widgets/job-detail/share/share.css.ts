/** The share bar: buttons in a row that wraps on a phone, WhatsApp in its own green. */
export const SHARE_CSS = /* css */ `
.bj-share { display: flex; flex-wrap: wrap; gap: 0.5em; margin-bottom: 1em; }
.bj-share-wa, .bj-share-wa:hover { background: #1f7a4d; color: #fff; }
.bj-share p { flex-basis: 100%; min-height: 1.5em; }
`;
