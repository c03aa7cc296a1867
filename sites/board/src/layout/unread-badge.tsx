import { Link } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { localePath } from '../routes/locale-path';
import type { Unread } from '../session/unread-messages';
import { useLocale } from './site-context';

/** A small count of unread recruiter messages, linking to the first thread holding some; nothing at 0. */
export function UnreadBadge({ unread }: { unread: Unread | null }) {
  const locale = useLocale();
  const t = useSiteT(locale);
  if (!unread || unread.count <= 0) return null;
  const label = t('site.nav.unread_messages', { count: unread.count });
  return (
    <Link
      className="bj-unread-badge"
      to={localePath(locale, 'entreprises-alias-subMenu', { alias: unread.alias, subMenu: 'chat' })}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">{unread.count}</span>
    </Link>
  );
}
