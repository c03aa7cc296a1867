/** The share bar: buttons in a row that wraps on a phone, WhatsApp in its own green. */
export const SHARE_CSS = /* css */ `
.bj-share { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em; margin: 0 0 1em; }
.bj-share .bj-btn { min-height: 44px; text-decoration: none; }
.bj-share-whatsapp { background: #1f7a4d; border-color: #1f7a4d; color: #fff; }
.bj-share-whatsapp:hover { background: #17603c; }
.bj-share-status { flex-basis: 100%; margin: 0; min-height: 1.5em; font-size: 0.9em; color: var(--baobab-color-muted); }
`;
