import { Recruiter } from '@baobab/widgets';
import { pageTexts } from '../i18n/page-texts';
import { Seo } from '../seo/seo';
import { usePageData } from './use-page-data';

const TEXTS = pageTexts({
  fr: {
    title: 'Espace recruteur',
    description: 'Publiez et gérez les offres de votre entreprise sur Baobab Jobs.',
  },
  en: {
    title: 'Recruiter space',
    description: "Publish and manage your company's offers on Baobab Jobs.",
  },
});

/**
 * `/recruteur` and `/en/recruiter`: the recruiter space, the `<baobab-recruiter>` widget's
 * component (its code, texts and CSS are this page's chunk, never a candidate page's).
 */
export function Component() {
  const { locale } = usePageData();
  const text = TEXTS[locale];
  return (
    <section className="bj-site-section">
      <Seo title={text.title} description={text.description} noindex />
      <Recruiter />
    </section>
  );
}
