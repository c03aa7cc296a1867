import type { MessagingConfig } from '../config';
import { type MessageSender, ProviderError, postToProvider } from './sender';

/**
 * Twilio Programmable Messaging: `POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded,
 * basic auth sid:token. Its answer's `sid` (SM…) is what the status callback names; `price` is
 * usually still null at this point.
 */
export function twilioSender(
  config: Required<Pick<MessagingConfig['twilio'], 'accountSid' | 'authToken' | 'from'>> & MessagingConfig['twilio'],
  statusCallback: string,
): MessageSender {
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    name: 'twilio',
    async send(message) {
      const form = new URLSearchParams({
        To: message.to,
        From: config.from,
        Body: message.text,
        StatusCallback: statusCallback,
      });
      const answer = (await postToProvider(`${config.apiUrl}/2010-04-01/Accounts/${config.accountSid}/Messages.json`, {
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      })) as { sid?: string; price?: string | null; price_unit?: string | null };
      if (!answer.sid) throw new ProviderError(`no sid in ${JSON.stringify(answer).slice(0, 200)}`, false);
      return {
        providerId: answer.sid,
        cost: answer.price ? `${answer.price_unit ?? ''} ${answer.price}`.trim() : null,
      };
    },
  };
}
