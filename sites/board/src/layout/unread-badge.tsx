import { CHAT_THREAD_HASH } from '@baobab/core';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { localePath } from '../routes/locale-path';
import type { Unread } from '../session/unread-messages';
import { useLocale } from './site-context';

/**
 * Unread recruiter messages, linking to the first thread holding some; nothing at 0. A small count
 * beside the account menu; a whole row, its label spelled out, in the mobile menu (a touch target
 * as tall as the menu's other links) and under the profile's greeting.
 */
export function UnreadBadge({ unread, row = false }: { unread: Unread | null; row?: boolean }) {
  const locale = useLocale();
  const t = useSiteT(locale);
  if (!unread || unread.count <= 0) return null;
  const label = t('site.nav.unread_messages', { count: unread.count });
  // The thread itself, not the top of the company page.
  const to = `${localePath(locale, 'entreprises-alias-subMenu', { alias: unread.alias, subMenu: 'chat' })}#${CHAT_THREAD_HASH}`;
  if (row)
    return (
      <Link className="bj-unread-row" to={to}>
        {label}
      </Link>
    );
  return (
    <Link className="bj-unread-badge" to={to} aria-label={label} title={label}>
      <span aria-hidden="true">{unread.count}</span>
    </Link>
  );
}
