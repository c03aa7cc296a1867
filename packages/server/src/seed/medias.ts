import { LOCALES, type Locale, MEDIA_CATEGORIES, type MediaCategory } from '@baobab/core';
import type { SeedCompany } from './companies';
import { MEDIA_WORDS } from './media-vocabulary';
import type { Random } from './random';
import { excerptOf, slugify } from './text';

const AUTHORS = [
  'Aïssatou Ndiaye',
  'Koffi Mensah',
  'Fatou Sow',
  'Jean-Baptiste Ékéké',
  'Yasmine El Amrani',
  'Rodrigue Mabiala',
];
const DAY_MS = 24 * 3600 * 1000;
/** Share of articles and publications written with (or about) a company; interviews always are. */
const COMPANY_LINK_SHARE = 0.3;

export interface SeedMedia {
  id: string;
  category: MediaCategory;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  coverFile: string;
  colours: readonly [string, string];
  author: string;
  publishedAt: Date;
  company: SeedCompany | null;
  lang: Locale;
}

/** One media item per title of the vocabulary, published over the year before the reference date. */
export function generateMedias(rng: Random, companies: readonly SeedCompany[], referenceDate: Date): SeedMedia[] {
  const items: SeedMedia[] = [];
  for (const lang of LOCALES) {
    const words = MEDIA_WORDS[lang];
    for (const category of MEDIA_CATEGORIES) {
      for (const template of words.titles[category]) {
        const company = category === 'interviews' || rng.chance(COMPANY_LINK_SHARE) ? rng.pick(companies) : null;
        const fill = (text: string) => text.replaceAll('{company}', company?.name ?? '');
        const title = fill(template);
        const slug = slugify(title);
        const body = rng.sample(words.paragraphs[category], 4).map(fill).join('\n\n');
        items.push({
          id: rng.uuid(),
          category,
          slug,
          title,
          excerpt: excerptOf(body, 200),
          body,
          coverFile: `medias/${category}/${slug}.svg`,
          colours: company?.colours ?? ['#15803D', '#0E7490'],
          author: rng.pick(AUTHORS),
          publishedAt: new Date(referenceDate.getTime() - rng.int(1, 365) * DAY_MS - rng.int(0, 600) * 60_000),
          company,
          lang,
        });
      }
    }
  }
  return items;
}
