import { useTranslation } from '../../../runtime/translation';

/** The Messages tab's name, with the count of unread candidate messages beside it (none at 0). */
export function MessagesTabLabel({ unread }: { unread: number }) {
  const { t } = useTranslation();
  return (
    <>
      {t('recruiter.tab_messages')}
      {unread > 0 && (
        <>
          {' '}
          <span className="bj-recruiter-unread" aria-hidden="true">
            {unread}
          </span>
          <span className="bj-sr-only">{`, ${t('recruiter.chat.unread', { count: unread })}`}</span>
        </>
      )}
    </>
  );
}
