import { type CvContent, translate } from '@baobab/core';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { MARGIN, PAGE_HEIGHT, PAGE_WIDTH, PageFlow, TEXT_WIDTH, type TextStyle, winAnsiText } from './pdf-flow';

const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.36, 0.39, 0.44);
/** The board's green, darkened to read well in print and in greyscale. */
const ACCENT = rgb(0.05, 0.42, 0.29);
const RULE = rgb(0.8, 0.83, 0.86);

/** The portrait's box, top right (a passport photo's 7:9). */
const PHOTO = { width: 70, height: 90 } as const;

/**
 * Renders a CV typed in the form (docs/product.md §5) as an A4 PDF in the content's language:
 * name, headline and contact at the top (with the portrait, a JPEG, when there is one), then
 * experience, education, skills and languages, each only when filled. Text stays text (searchable,
 * readable by screen readers and recruiters' tools), in the standard Helvetica.
 */
export async function renderCvPdf(cv: CvContent, portrait?: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = winAnsiText(regular);
  const t = (key: string) => clean(translate(cv.language, key));
  const style = (font: typeof regular, size: number, color = INK): TextStyle => ({ font, size, color });

  doc.setTitle(clean(`CV ${cv.fullName}`), { showInWindowTitleBar: true });
  doc.setAuthor(clean(cv.fullName));
  doc.setLanguage(cv.language);
  doc.setCreator('Baobab Jobs');
  doc.setProducer('Baobab Jobs');

  const flow = new PageFlow(doc);
  const headerWidth = portrait ? TEXT_WIDTH - PHOTO.width - 16 : TEXT_WIDTH;
  if (portrait) {
    const image = await doc.embedJpg(portrait);
    flow.page.drawImage(image, {
      x: PAGE_WIDTH - MARGIN.x - PHOTO.width,
      y: PAGE_HEIGHT - MARGIN.top - PHOTO.height,
      ...PHOTO,
    });
  }
  const headerTop = flow.y;
  flow.text(clean(cv.fullName), style(bold, 22), { width: headerWidth });
  if (cv.headline) flow.text(clean(cv.headline), style(regular, 12.5, ACCENT), { width: headerWidth });
  const contact = [cv.email, cv.phone, cv.city].filter(Boolean).map(clean).join('  ·  ');
  if (contact) {
    flow.gap(2);
    flow.text(contact, style(regular, 9.5, MUTED), { width: headerWidth });
  }
  // The sections start below the portrait even when the header's text is short.
  if (portrait) flow.y = Math.min(flow.y, headerTop - PHOTO.height);

  const section = (titleKey: string) => {
    // A title keeps at least two lines of its first entry with it.
    flow.ensure(60);
    flow.gap(18);
    flow.text(t(titleKey).toLocaleUpperCase(cv.language), style(bold, 10.5, ACCENT));
    flow.gap(3);
    flow.rule(RULE);
    flow.gap(4);
  };
  const entry = (title: string, period: string, subtitle: string, description = '') => {
    flow.gap(6);
    flow.lineWithRight(clean(title), style(bold, 11), clean(period), style(regular, 9.5, MUTED));
    if (subtitle) flow.text(clean(subtitle), style(regular, 10, MUTED));
    for (const paragraph of description.split('\n').filter((p) => p.trim())) {
      flow.text(clean(paragraph), { ...style(regular, 10), lineHeight: 13.5 });
    }
  };
  const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');

  if (cv.experience.length) {
    section('cv_pdf.experience');
    for (const job of cv.experience) entry(job.title, job.period, joined(job.organisation, job.place), job.description);
  }
  if (cv.education.length) {
    section('cv_pdf.education');
    for (const course of cv.education) entry(course.title, course.period, course.school);
  }
  if (cv.skills.length) {
    section('cv_pdf.skills');
    flow.gap(4);
    flow.text(clean(cv.skills.join('  ·  ')), { ...style(regular, 10), lineHeight: 14 });
  }
  if (cv.languages.length) {
    section('cv_pdf.languages');
    flow.gap(4);
    const spoken = cv.languages.map(
      ({ name, level }) => `${name} – ${translate(cv.language, `cv_builder.levels.${level}`)}`,
    );
    flow.text(clean(spoken.join('  ·  ')), { ...style(regular, 10), lineHeight: 14 });
  }
  return doc.save();
}
