import { SHARE_CARD } from '@baobab/core';

/** What a share card says, already in the page's language. */
export interface CardContent {
  /** The big line: an offer's title, or a company's name. */
  title: string;
  /** Beside the logo: the company's name on an offer's card, its tagline on its own. */
  byline: string;
  /** Short facts as chips: place, contract, salary; a company's countries and domains. */
  facts: string[];
  /** The company's name, whose initial stands in for a missing logo. */
  companyName: string;
  /** The logo as a PNG data URL, or none (the name's initial stands in). */
  logo: string | null;
  /** The board's line at the bottom ("Offre d'emploi · Baobab Jobs"). */
  footer: string;
}

const GREEN = '#15803d';
const DARK_GREEN = '#166534';
const INK = '#111827';
const MUTED = '#374151';

/** The board's mark (sites/board/public/favicon.svg), white on the footer's green. */
const MARK = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="12" r="10" fill="#ffffff"/><rect x="13" y="16" width="6" height="14" rx="2" fill="#dcfce7"/></svg>',
)}`;

/** A satori node: the shape of a React element, without React on the server. */
interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: (CardNode | string)[] | string; [key: string]: unknown };
}

const node = (
  type: string,
  style: Record<string, string | number>,
  children?: CardNode['props']['children'],
  attributes: Record<string, unknown> = {},
): CardNode => ({ type, props: { style, children, ...attributes } });

/**
 * A title read at thumbnail size (a chat preview is ~300 px wide, a quarter of the card): the
 * shorter the title, the bigger, never under 52 px; three lines at most, then an ellipsis.
 */
const titleSize = (title: string) => (title.length <= 40 ? 76 : title.length <= 70 ? 64 : 54);

function logoBox(content: CardContent): CardNode {
  const box = {
    width: 136,
    height: 136,
    borderRadius: 24,
    background: '#ffffff',
    border: '2px solid #e5e7eb',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  };
  if (content.logo)
    return node('div', box, [
      node('img', { width: 112, height: 112, objectFit: 'contain' }, undefined, {
        src: content.logo,
        width: 112,
        height: 112,
      }),
    ]);
  const initial = [...content.companyName.trim()][0]?.toUpperCase() ?? '';
  return node('div', { ...box, background: '#dcfce7', color: DARK_GREEN, fontSize: 72, fontWeight: 700 }, initial);
}

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

const FACT_FONT = 28;
const FACT_PADDING = 40;
const FACT_GAP = 14;
const ROW_WIDTH = 1072;
/**
 * Whether the facts fit their one row, by an average glyph width (Inter's is near 0.5 em here, digits and spaces included): the
 * layout is known before the text is measured, so a caller can shorten a fact rather than let the
 * row cut it mid-word.
 */
export function factsFitOneRow(facts: string[]): boolean {
  const text = facts.reduce((sum, fact) => sum + fact.length * FACT_FONT * 0.5 + FACT_PADDING, 0);
  return text + FACT_GAP * Math.max(0, facts.length - 1) <= ROW_WIDTH;
}

/** The card as satori lays it out: logo and byline, the title, the facts, the board's band. */
export function cardLayout(content: CardContent): CardNode {
  return node(
    'div',
    {
      width: SHARE_CARD.width,
      height: SHARE_CARD.height,
      display: 'flex',
      flexDirection: 'column',
      background: '#f7faf7',
      fontFamily: 'Inter',
      color: INK,
    },
    [
      node('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '56px 64px 40px' }, [
        node('div', { display: 'flex', alignItems: 'center', gap: 32 }, [
          logoBox(content),
          node(
            'div',
            { ...oneLine, display: 'block', fontSize: 40, fontWeight: 700, color: MUTED, maxWidth: 940 },
            content.byline,
          ),
        ]),
        node(
          'div',
          {
            display: 'block',
            marginTop: 36,
            fontSize: titleSize(content.title),
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: -1,
            lineClamp: 3,
            overflow: 'hidden',
            maxWidth: ROW_WIDTH,
          },
          content.title,
        ),
        node(
          'div',
          // One row: a long place gives way (ellipsis) before the salary does.
          { display: 'flex', gap: FACT_GAP, marginTop: 'auto' },
          content.facts.map((fact, index) =>
            node(
              'div',
              {
                ...oneLine,
                display: 'block',
                flexShrink: index === 0 ? 1 : 0,
                minWidth: 0,
                fontSize: FACT_FONT,
                fontWeight: 400,
                padding: `10px ${FACT_PADDING / 2}px`,
                borderRadius: 999,
                background: '#dcfce7',
                color: DARK_GREEN,
              },
              fact,
            ),
          ),
        ),
      ]),
      node(
        'div',
        { display: 'flex', alignItems: 'center', gap: 18, height: 96, padding: '0 64px', background: GREEN },
        [
          node('img', { width: 52, height: 52 }, undefined, { src: MARK, width: 52, height: 52 }),
          node('div', { display: 'block', fontSize: 34, fontWeight: 700, color: '#ffffff' }, 'Baobab Jobs'),
          node(
            'div',
            { ...oneLine, display: 'block', marginLeft: 'auto', fontSize: 28, color: '#dcfce7' },
            content.footer,
          ),
        ],
      ),
    ],
  );
}
