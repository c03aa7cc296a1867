import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerFragment, ServerFragmentsProvider } from '../layout/server-fragment';
import { frameFragments } from './frame-fragments';

function Labelled({ text }: { text: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{text}</label>
      <input id={id} />
    </p>
  );
}

let renders = 0;
function Footer({ word }: { word: string }) {
  renders++;
  return (
    <div className="footer" data-part="footer">
      <div>
        <Labelled text={word} />
      </div>
      <div>{word}</div>
    </div>
  );
}

/** A page: a part before, the kept footer, a part after that uses ids too. */
const page = (frame: string | null, word: string, main: string) => {
  const fragments = frameFragments(frame);
  return fragments.complete(
    renderToString(
      <ServerFragmentsProvider value={fragments}>
        <main>
          <Labelled text={main} />
        </main>
        <ServerFragment id="footer" marker='data-part="footer"'>
          <Footer word={word} />
        </ServerFragment>
        <Labelled text="after" />
      </ServerFragmentsProvider>,
    ),
  );
};
const plain = (word: string, main: string) =>
  renderToString(
    <>
      <main>
        <Labelled text={main} />
      </main>
      <Footer word={word} />
      <Labelled text="after" />
    </>,
  );

describe('frame fragments', () => {
  it('renders a part once per frame key and writes the same HTML as a full render', () => {
    const expected = [plain('Bonjour', 'un'), plain('Bonjour', 'deux'), plain('Hello', 'un')];
    renders = 0;
    expect(page('fr dark', 'Bonjour', 'un')).toBe(expected[0]);
    expect(page('fr dark', 'ignored: kept HTML', 'deux')).toBe(expected[1]);
    expect(renders).toBe(1);
    // Another frame key is rendered for itself.
    expect(page('en dark', 'Hello', 'un')).toBe(expected[2]);
    expect(renders).toBe(2);
  });

  it('renders the part every time for a page of one reader (no frame key)', () => {
    const expected = [plain('Signed in', 'un'), plain('Other', 'un')];
    renders = 0;
    expect(page(null, 'Signed in', 'un')).toBe(expected[0]);
    expect(page(null, 'Other', 'un')).toBe(expected[1]);
    expect(renders).toBe(2);
  });
});

/** The header's link to this page in English: the live part, rendered for every page. */
const Switch = ({ page: here }: { page: string }) => (
  <a data-part="switch" href={`/en/${here}`}>
    <span>English</span>
  </a>
);
function Header({ word, page: here }: { word: string; page: string }) {
  renders++;
  return (
    <header data-part="header">
      <Labelled text={word} />
      <nav>
        <Switch page={here} />
      </nav>
    </header>
  );
}
const withHeader = (frame: string | null, word: string, here: string) => {
  const fragments = frameFragments(frame);
  return fragments.complete(
    renderToString(
      <ServerFragmentsProvider value={fragments}>
        <ServerFragment
          id="header"
          marker='data-part="header"'
          live={{ marker: 'data-part="switch"', element: <Switch page={here} /> }}
        >
          <Header word={word} page={here} />
        </ServerFragment>
        <Labelled text={here} />
      </ServerFragmentsProvider>,
    ),
  );
};
const plainWithHeader = (word: string, here: string) =>
  renderToString(
    <>
      <Header word={word} page={here} />
      <Labelled text={here} />
    </>,
  );

describe('a kept part with a live element', () => {
  it('writes the live element of each page into the kept HTML, as a full render would', () => {
    const expected = [plainWithHeader('Menu', 'jobs'), plainWithHeader('Menu', 'jobs/chef-de-produit')];
    renders = 0;
    expect(withHeader('fr header-live', 'Menu', 'jobs')).toBe(expected[0]);
    expect(withHeader('fr header-live', 'ignored: kept HTML', 'jobs/chef-de-produit')).toBe(expected[1]);
    expect(renders).toBe(1);
  });
});
