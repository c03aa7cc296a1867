import type { Application } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { formatted, intl } from '../../ui/formatted';

/**
 * Stands for the form once the candidate has applied, just now or before: an application is never
 * edited nor sent twice. Links to the candidate's applications where the host has a page for them.
 */
export function AppliedNotice({ application, justSent = false }: { application: Application; justSent?: boolean }) {
  const { t } = useTranslation();
  const { locale, links } = useRuntime();
  // As the offer's own date: importing ui/format here splits it into a chunk of its own, which every
  // list widget then pays for.
  const date = formatted(`date ${locale} ${application.createdAt}`, () =>
    intl(Intl.DateTimeFormat, locale, { dateStyle: 'long' }).format(new Date(application.createdAt)),
  );
  return (
    <div className="bj-alert bj-alert--success bj-applied" role="status">
      {justSent ? (
        <>
          <p>{t('success.application_sent')}</p>
          <p>{t('faq.no_edit')}</p>
        </>
      ) : (
        <p>{t('apply.applied_on', { date })}</p>
      )}
      {links.applications && (
        <p>
          <a href={links.applications}>{t('apply.see_applications')}</a>
        </p>
      )}
    </div>
  );
}
