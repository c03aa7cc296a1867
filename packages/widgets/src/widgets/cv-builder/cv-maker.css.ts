/** The CV maker's own layout, loaded with it (the fields, buttons and alerts are the forms' CSS). */
export const CV_MAKER_CSS = /* css */ `
.bj-cv-maker { margin: 1em 0; }
.bj-cv-maker-head { display: flex; gap: 0.75em; align-items: flex-start; justify-content: space-between; }
.bj-cv-maker-head h2 { font-size: 1.15em; margin: 0; }
.bj-cv-maker-head h2:focus { outline: none; }
.bj-cv-maker-intro { margin: 0.5em 0 1em; }
.bj-cv-section { border: 0; border-top: 1px solid var(--baobab-color-border); padding: 0.75em 0 0; margin: 0 0 0.75em; min-width: 0; }
.bj-cv-section > legend { font-weight: 700; padding: 0 0.4em 0 0; }
.bj-cv-entry { border: 1px solid var(--baobab-color-border); border-radius: var(--baobab-radius-small); padding: 0.75em; margin: 0 0 0.75em; min-width: 0; }
.bj-cv-entry > legend { font-weight: 600; font-size: 0.95em; padding: 0 0.3em; }
.bj-cv-row { display: grid; gap: 0 0.75em; }
@media (min-width: 560px) { .bj-cv-row { grid-template-columns: 1fr 1fr; } }
.bj-cv-photos { list-style: none; padding: 0; margin: 0 0 1em; display: grid; grid-template-columns: repeat(auto-fill, minmax(8em, 1fr)); gap: 0.75em; }
.bj-cv-photos li { display: grid; gap: 0.35em; justify-items: center; }
.bj-cv-photos img { width: 100%; aspect-ratio: 3 / 4; object-fit: cover; border-radius: var(--baobab-radius-small); border: 1px solid var(--baobab-color-border); }
.bj-cv-pick { display: flex; flex-wrap: wrap; gap: 0.5em; margin-bottom: 1em; }
.bj-cv-pick input { position: absolute; width: 1px; height: 1px; opacity: 0; }
.bj-cv-pick label { display: inline-flex; align-items: center; cursor: pointer; }
.bj-cv-pick input:focus-visible + label { outline: var(--baobab-focus-width) solid var(--baobab-color-focus); outline-offset: 2px; }
`;
