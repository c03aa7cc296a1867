import { Recruiter } from '@baobab/widgets';
import { useSiteT } from '../i18n/site-i18n';
import { Seo } from '../seo/seo';
import { usePageData } from './use-page-data';

/**
 * `/recruteur` and `/en/recruiter`: the recruiter space, the `<baobab-recruiter>` widget's
 * component (its code, texts and CSS are this page's chunk, never a candidate page's).
 */
export function Component() {
  const { locale } = usePageData();
  const t = useSiteT(locale);
  return (
    <section className="bj-site-section">
      <Seo title={t('site.meta.recruiter_title')} description={t('site.meta.recruiter_description')} noindex />
      <Recruiter />
    </section>
  );
}
