import { Link } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { localePath } from '../routes/locale-path';
import { Seo } from '../seo/seo';
import { usePageData } from './use-page-data';

/** The catalogue entry of each text page (docs/product.md §2: about, terms, concept, legal notice, privacy). */
const PAGE_KEYS = {
  about: 'about',
  'pages-cgu': 'cgu',
  'pages-concept': 'concept',
  'pages-mentions': 'mentions',
  'pages-confidentialite': 'confidentialite',
} as const;

type PageSections = Record<string, { title: string; body: string[] }>;

export function Component() {
  const { locale, route } = usePageData();
  const t = useSiteT(locale);
  const key = PAGE_KEYS[route as keyof typeof PAGE_KEYS];
  const paragraphs = t(`site.pages.${key}.body`, { returnObjects: true }) as string[];
  return (
    <article className="bj-site-section bj-prose">
      <Seo title={t(`site.pages.${key}.title`)} description={paragraphs[0] ?? ''} />
      <h1>{t(`site.pages.${key}.title`)}</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {/* The privacy page's sections are the texts the apply form's consents link to (core's CONSENT_PAGES). */}
      {key === 'confidentialite' &&
        Object.entries(t('site.pages.confidentialite.sections', { returnObjects: true }) as PageSections).map(
          ([id, section]) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{section.title}</h2>
              {section.body.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </section>
          ),
        )}
      {/* Deleting an account is the reader's own button, not a request to us. */}
      {key === 'confidentialite' && (
        <p>
          <Link to={localePath(locale, 'profil')}>{t('site.profile.data_delete')}</Link>
        </p>
      )}
    </article>
  );
}
