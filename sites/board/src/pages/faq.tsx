import { useSiteT } from '../i18n/site-i18n';
import { Seo } from '../seo/seo';
import { usePageData } from './use-page-data';

/** The FAQ statements of docs/product.md §1, as settled in docs/architecture.md, Decisions (5 MB, monthly): answers from the core catalogue. */
const QUESTIONS = [
  'cv_format',
  'no_edit',
  'mandatory',
  'external',
  'spontaneous',
  'withdrawn',
  'newsletter',
  'never_pay',
] as const;

export function Component() {
  const { locale } = usePageData();
  const t = useSiteT(locale);
  const faq = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: QUESTIONS.map((q) => ({
      '@type': 'Question',
      name: t(`site.faq_questions.${q}`),
      acceptedAnswer: { '@type': 'Answer', text: t(`faq.${q}`) },
    })),
  };
  return (
    <article className="bj-site-section bj-prose">
      <Seo title={t('site.pages.faq.title')} description={t('faq.cv_format')} jsonLd={[faq]} />
      <h1>{t('site.pages.faq.title')}</h1>
      <dl className="bj-faq">
        {QUESTIONS.map((q) => (
          // The anchor an offer's "never pay to apply" notice links to (widgets job-detail/report).
          <div key={q} id={q.replace('_', '-')}>
            <dt>{t(`site.faq_questions.${q}`)}</dt>
            <dd>{t(`faq.${q}`)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
