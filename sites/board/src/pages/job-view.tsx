import { hasJobPosting, type Job, jobPostingJsonLd } from '@baobab/core';
import { JobDetail } from '@baobab/widgets';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale, useSite } from '../layout/site-context';
import { localePath } from '../routes/locale-path';
import { Seo } from '../seo/seo';

const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

/**
 * One offer, its content in the server HTML. JobPosting markup only for a public, open offer; a
 * closed offer keeps its page (shared links still say it is closed) but loses the markup and leaves
 * the index; a private one is never indexed.
 */
export function JobView({ job }: { job: Job }) {
  const locale = useLocale();
  const t = useSiteT(locale);
  const { shell } = useSite();
  const companyUrl = localePath(locale, 'entreprises-alias', { alias: job.companyDetails.alias });
  const indexable = hasJobPosting(job);
  return (
    <article className="bj-site-section">
      <Seo
        title={t('site.meta.job_title', { title: job.title, company: job.companyDetails.name })}
        description={excerpt(job.excerpt || job.description)}
        image={job.companyDetails.logo}
        type="article"
        noindex={!indexable}
        jsonLd={indexable ? [jobPostingJsonLd(job, shell.config.publicUrl, companyUrl)] : []}
      />
      <JobDetail slug={job.slug} initialJob={job} />
    </article>
  );
}
