import { buildPath, DEFAULT_LOCALE, isLocale, type MessageKind, translate } from '@baobab/core';
import { one } from '../../db/db';
import type { MessageValues } from '../../messaging/message-texts';
import { enqueueMessage } from '../../messaging/queue';
import { shortLink } from '../../messaging/short-links';
import type { Services } from '../../services';
import { reachOf } from './phone-store';

/** Queues a message of `kind` on each phone channel the candidate chose for it, and wakes the sender. */
async function toPhone<K extends Exclude<MessageKind, 'alert'>>(
  services: Pick<Services, 'db' | 'messaging'>,
  userId: string,
  kind: K,
  values: (locale: string) => Promise<MessageValues<K>>,
) {
  const reach = await reachOf(services.db, userId, kind);
  if (!reach.phone || !reach.phoneChannels.length) return;
  const filled = await values(reach.locale);
  for (const channel of reach.phoneChannels) {
    await enqueueMessage(services.db, { channel, to: reach.phone, kind, locale: reach.locale, values: filled });
  }
  services.messaging.wake();
}

/** Whether the candidate still wants this kind of message by email (their choice in /profil). */
export async function wantsEmail(services: Pick<Services, 'db'>, userId: string, kind: MessageKind) {
  return (await reachOf(services.db, userId, kind)).email;
}

/** "Your application … at …: Shortlisted", by WhatsApp/SMS when the candidate chose it. */
export async function notifyApplicationStatus(services: Services, applicationId: string) {
  const row = await one<{ user_id: string | null; title: string | null; company: string; status: string }>(
    services.db,
    `select a.user_id, j.title, c.name as company, a.status
       from applications a join companies c on c.id = a.company_id left join jobs j on j.id = a.job_id
      where a.id = $1`,
    [applicationId],
  );
  if (!row?.user_id) return;
  await toPhone(services, row.user_id, 'application_status', async (locale) => {
    const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
    return {
      title: row.title ?? translate(language, 'apply.spontaneous_title'),
      company: row.company,
      status: translate(language, `profile.status.${row.status}`),
      link: await shortLink(services.db, services.config.publicUrl, buildPath('profil')),
    };
  });
}

/** "New message from …", by WhatsApp/SMS when the candidate chose it; `link` is the chat's page. */
export async function notifyChatAnswer(services: Services, userId: string, company: string, path: string) {
  await toPhone(services, userId, 'chat_answer', async () => ({
    company,
    link: await shortLink(services.db, services.config.publicUrl, path),
  }));
}
