import { type Color, PageSizes, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const MARGIN = { x: 50, top: 54, bottom: 50 } as const;
export const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN.x;

export interface TextStyle {
  font: PDFFont;
  size: number;
  color: Color;
  /** Distance between baselines; 1.35 × size when not given. */
  lineHeight?: number;
}

/**
 * The standard fonts need no embedding (the file stays a few KB) and their WinAnsi encoding holds
 * every French letter (é, è, ç, œ, « », ’…). A character outside it loses its accent when its
 * base letter is there (ŋ stays a question mark), rather than failing the whole CV.
 */
export function winAnsiText(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  const fit = (char: string) => {
    if (known.has(char.codePointAt(0) ?? 0)) return char;
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    return base && [...base].every((c) => known.has(c.codePointAt(0) ?? 0)) ? base : '?';
  };
  return (text) => [...text.replace(/\s+/g, ' ')].map(fit).join('');
}

/**
 * Cuts `text` into lines no wider than `width`; a word longer than a line is cut where it must.
 * Widths are summed word by word (each measured once), not re-measured for each longer line.
 */
export function wrap(text: string, style: TextStyle, width: number): string[] {
  const measure = (part: string) => style.font.widthOfTextAtSize(part, style.size);
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  const push = (part: string, partWidth: number) => {
    line += part;
    lineWidth += partWidth;
  };
  const breakLine = () => {
    if (line) lines.push(line);
    line = '';
    lineWidth = 0;
  };
  for (const word of text.split(' ').filter(Boolean)) {
    const wordWidth = measure(word);
    if (line && lineWidth + space + wordWidth <= width) {
      push(' ', space);
      push(word, wordWidth);
      continue;
    }
    breakLine();
    if (wordWidth <= width) {
      push(word, wordWidth);
      continue;
    }
    for (const char of word) {
      const charWidth = measure(char);
      if (line && lineWidth + charWidth > width) breakLine();
      push(char, charWidth);
    }
  }
  breakLine();
  return lines;
}

/**
 * Writes down A4 pages from the top: each block asks for the height it needs first, and a new page
 * starts when it would not fit, so a title never ends a page without what follows it.
 */
export class PageFlow {
  page: PDFPage;
  y: number;

  constructor(private readonly doc: PDFDocument) {
    this.page = doc.addPage(PageSizes.A4);
    this.y = PAGE_HEIGHT - MARGIN.top;
  }

  /** Makes room for `height` points, on a new page if this one has less left. */
  ensure(height: number) {
    if (this.y - height >= MARGIN.bottom) return;
    this.page = this.doc.addPage(PageSizes.A4);
    this.y = PAGE_HEIGHT - MARGIN.top;
  }

  gap(points: number) {
    this.y -= points;
  }

  /** Writes wrapped text from `x` (the left margin by default), `width` wide; answers the lines it took. */
  text(text: string, style: TextStyle, { x = MARGIN.x, width = TEXT_WIDTH } = {}): number {
    const lineHeight = style.lineHeight ?? style.size * 1.35;
    const lines = wrap(text, style, width);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x, y: this.y + (lineHeight - style.size) / 2, ...style });
    }
    return lines.length;
  }

  /** One line with `right` set flush right on the same baseline (an entry's period). */
  lineWithRight(left: string, leftStyle: TextStyle, right: string, rightStyle: TextStyle) {
    const rightWidth = right ? rightStyle.font.widthOfTextAtSize(right, rightStyle.size) : 0;
    const lineHeight = leftStyle.lineHeight ?? leftStyle.size * 1.35;
    this.ensure(lineHeight);
    const top = this.y;
    this.text(left, leftStyle, { width: TEXT_WIDTH - (rightWidth ? rightWidth + 12 : 0) });
    if (right) {
      const baseline = top - lineHeight + (lineHeight - leftStyle.size) / 2;
      this.page.drawText(right, { x: MARGIN.x + TEXT_WIDTH - rightWidth, y: baseline, ...rightStyle });
    }
  }

  rule(color: Color, thickness = 0.6) {
    this.page.drawLine({
      start: { x: MARGIN.x, y: this.y },
      end: { x: MARGIN.x + TEXT_WIDTH, y: this.y },
      thickness,
      color,
    });
  }
}
