import type { MessagingConfig } from '../config';
import { type MessageSender, ProviderError, postToProvider } from './sender';

/** The approved template of each kind of message; its body takes the message's values in order. */
const whatsappTemplateName = (kind: string) => `baobab_${kind}`;

/**
 * WhatsApp Business Cloud API: an approved template message (the only kind a business may start a
 * conversation with), `POST /{version}/{phone-number-id}/messages` with a Bearer token; the answer's
 * `messages[0].id` (wamid…) is what the delivery webhooks name. WhatsApp numbers are sent without +.
 */
export function whatsappSender(
  config: Required<Pick<MessagingConfig['whatsapp'], 'token' | 'phoneNumberId'>> & MessagingConfig['whatsapp'],
): MessageSender {
  return {
    name: 'whatsapp',
    async send(message) {
      const answer = (await postToProvider(`${config.apiUrl}/${config.version}/${config.phoneNumberId}/messages`, {
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: whatsappTemplateName(message.kind),
            language: { code: message.locale },
            components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
          },
        }),
      })) as { messages?: { id?: string }[] };
      const id = answer.messages?.[0]?.id;
      if (!id) throw new ProviderError(`no message id in ${JSON.stringify(answer).slice(0, 200)}`, false);
      // Meta bills per conversation, reported by the delivery webhook's `pricing`, not here.
      return { providerId: id, cost: null };
    },
  };
}
