import { type Company, hasJobPosting, type Job, jobPostingJsonLd } from '@baobab/core';
import { JobDetail } from '@baobab/widgets';
import { useSiteT } from '../i18n/site-i18n';
import { Island } from '../islands/island';
import { useLocale, useSite } from '../layout/site-context';
import { localePath } from '../routes/locale-path';
import type { SimilarJob } from '../routes/page-data';
import { Seo, useCanonicalUrl } from '../seo/seo';
import { jobShareCard } from '../seo/share-image';
import { JobCompanyCard } from './job-company-card';
import { SimilarJobs } from './similar-jobs';

interface JobViewProps {
  job: Job;
  /** The employer, for the card beside the offer. */
  company?: Company;
  similar?: SimilarJob[];
  /** Where the company card leads (a careers page keeps its visitors under `/carriere`). */
  companyHref?: string;
}

/**
 * One offer, its content in the server HTML. JobPosting markup only for a public, open offer; a
 * closed offer keeps its page (shared links still say it is closed) but loses the markup and leaves
 * the index; a private one is never indexed. From a tablet up the offer has a side column (its
 * Apply, kept in view, and the company card); on a phone the Apply stays at the bottom of the
 * screen (docs/product.md §2.3).
 */
export function JobView({ job, company, similar = [], companyHref }: JobViewProps) {
  const locale = useLocale();
  const t = useSiteT(locale);
  const { shell, app } = useSite();
  const companyUrl = localePath(locale, 'entreprises-alias', { alias: job.companyDetails.alias });
  const indexable = hasJobPosting(job);
  const canonical = useCanonicalUrl();
  return (
    <article className="bj-site-section bj-job-page">
      <Seo
        title={t('site.meta.job_title', { title: job.title, company: job.companyDetails.name })}
        description={job.excerpt || job.description}
        image={jobShareCard(
          job,
          locale,
          t('site.meta.job_title', { title: job.title, company: job.companyDetails.name }),
        )}
        type="article"
        noindex={!indexable}
        jsonLd={indexable ? [jobPostingJsonLd(job, shell.config.publicUrl, companyUrl)] : []}
      />
      <div className="bj-job-layout">
        {/* A signed-in reader's offer says at once whether they already applied. */}
        <Island
          name="job-detail"
          component={JobDetail}
          props={{ slug: job.slug, initialJob: job, shareUrl: canonical }}
          when={app.session() ? 'idle' : 'interaction'}
        />
        {company && <JobCompanyCard company={company} href={companyHref ?? companyUrl} />}
      </div>
      <SimilarJobs jobs={similar} />
    </article>
  );
}
