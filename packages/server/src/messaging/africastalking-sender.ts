import type { MessagingConfig } from '../config';
import { type MessageSender, ProviderError, postToProvider } from './sender';

interface AfricasTalkingAnswer {
  SMSMessageData?: {
    Message?: string;
    Recipients?: { statusCode: number; number: string; status: string; cost: string; messageId: string }[];
  };
}

/**
 * Africa's Talking bulk SMS: `POST /version1/messaging`, form-encoded, the account's key in the
 * `apiKey` header. The HTTP answer is 201 even when a number is refused: each recipient carries its
 * own statusCode (100–102 accepted; 5xx the gateway's fault, worth a retry; 4xx final).
 */
export function africasTalkingSender(
  config: Required<Pick<MessagingConfig['africasTalking'], 'username' | 'apiKey'>> & MessagingConfig['africasTalking'],
): MessageSender {
  return {
    name: 'africastalking',
    async send(message) {
      const form = new URLSearchParams({ username: config.username, to: message.to, message: message.text });
      if (config.from) form.set('from', config.from);
      const answer = (await postToProvider(`${config.apiUrl}/version1/messaging`, {
        headers: {
          apiKey: config.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      })) as AfricasTalkingAnswer;
      const recipient = answer.SMSMessageData?.Recipients?.[0];
      if (!recipient)
        throw new ProviderError(`no recipient: ${answer.SMSMessageData?.Message ?? 'empty answer'}`, false);
      if (recipient.statusCode < 100 || recipient.statusCode > 102) {
        throw new ProviderError(`${recipient.statusCode} ${recipient.status}`, recipient.statusCode >= 500);
      }
      return { providerId: recipient.messageId, cost: recipient.cost };
    },
  };
}
