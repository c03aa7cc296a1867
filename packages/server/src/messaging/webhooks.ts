import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import type { Services } from '../services';
import { isStopWord, optOut, recordDelivery } from './delivery-status';
import {
  AFRICASTALKING_DELIVERY_PATH,
  AFRICASTALKING_INBOUND_PATH,
  TWILIO_INBOUND_PATH,
  TWILIO_STATUS_PATH,
  WHATSAPP_WEBHOOK_PATH,
} from './webhook-paths';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Meta signs the raw body: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 with the app secret>`. */
export const metaSignature = (appSecret: string, rawBody: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** Twilio signs the URL it called followed by each POST field, sorted by name, as name+value: base64 HMAC-SHA1 with the auth token. */
export function twilioSignature(authToken: string, url: string, fields: URLSearchParams) {
  const sorted = [...fields.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha1', authToken)
    .update(url + sorted.map(([k, v]) => k + v).join(''))
    .digest('base64');
}

interface MetaChange {
  value?: {
    statuses?: {
      id: string;
      status: string;
      errors?: { code: number; title: string }[];
      pricing?: { category?: string };
    }[];
    messages?: { from: string; type: string; text?: { body?: string } }[];
  };
}

/** A callback that does not prove its sender: refused, nothing read. */
const refused = () => new ApiError(403, 'UNAUTHORIZED');

/**
 * Provider callbacks: delivery statuses of what we sent, and what candidates answer (STOP / ARRÊT
 * opts their number out). Each is refused (403) unless it proves its sender: Meta's and Twilio's
 * signatures, Africa's Talking's secret path token. Their bodies are read raw, for the signatures.
 */
export async function registerMessagingWebhooks(app: FastifyInstance, services: Services) {
  const { db, config } = services;
  const { whatsapp, twilio, africasTalking } = config.messaging;
  await app.register(async (scope) => {
    scope.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
    scope.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    const raw = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

    scope.get<{ Querystring: Record<string, string> }>(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      const q = request.query;
      if (
        !whatsapp.verifyToken ||
        q['hub.mode'] !== 'subscribe' ||
        !sameSecret(q['hub.verify_token'] ?? '', whatsapp.verifyToken)
      ) {
        throw refused();
      }
      return reply.type('text/plain').send(q['hub.challenge'] ?? '');
    });

    scope.post(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      const body = raw(request);
      const signature = String(request.headers['x-hub-signature-256'] ?? '');
      if (!whatsapp.appSecret || !sameSecret(signature, metaSignature(whatsapp.appSecret, body))) throw refused();
      const payload = JSON.parse(body) as { entry?: { changes?: MetaChange[] }[] };
      for (const change of payload.entry?.flatMap((e) => e.changes ?? []) ?? []) {
        for (const s of change.value?.statuses ?? []) {
          const error = s.errors?.map((e) => `${e.code} ${e.title}`).join('; ');
          await recordDelivery(db, {
            provider: 'whatsapp',
            providerId: s.id,
            status: s.status,
            error,
            cost: s.pricing?.category,
          });
        }
        for (const m of change.value?.messages ?? []) {
          if (m.type === 'text' && isStopWord(m.text?.body ?? '')) await optOut(db, m.from);
        }
      }
      return reply.send({ ok: true });
    });

    const twilioFields = (request: FastifyRequest) => {
      const fields = new URLSearchParams(raw(request));
      const expected =
        twilio.authToken && twilioSignature(twilio.authToken, `${config.publicUrl}${request.url}`, fields);
      if (!expected || !sameSecret(String(request.headers['x-twilio-signature'] ?? ''), expected)) throw refused();
      return fields;
    };

    scope.post(TWILIO_STATUS_PATH, async (request, reply) => {
      const fields = twilioFields(request);
      const error = fields.get('ErrorCode') ?? undefined;
      await recordDelivery(db, {
        provider: 'twilio',
        providerId: fields.get('MessageSid') ?? '',
        status: fields.get('MessageStatus') ?? '',
        error: error && `Twilio error ${error}`,
      });
      return reply.status(204).send();
    });

    scope.post(TWILIO_INBOUND_PATH, async (request, reply) => {
      const fields = twilioFields(request);
      if (isStopWord(fields.get('Body') ?? '')) await optOut(db, fields.get('From') ?? '');
      return reply.type('text/xml').send('<Response/>');
    });

    const atFields = (request: FastifyRequest<{ Params: { token: string } }>) => {
      const token = africasTalking.webhookToken;
      if (!token || !sameSecret(request.params.token, token)) throw refused();
      return new URLSearchParams(raw(request));
    };

    scope.post<{ Params: { token: string } }>(AFRICASTALKING_DELIVERY_PATH, async (request, reply) => {
      const fields = atFields(request);
      await recordDelivery(db, {
        provider: 'africastalking',
        providerId: fields.get('id') ?? '',
        status: fields.get('status') ?? '',
        error: fields.get('failureReason') ?? undefined,
      });
      return reply.send({ ok: true });
    });

    scope.post<{ Params: { token: string } }>(AFRICASTALKING_INBOUND_PATH, async (request, reply) => {
      const fields = atFields(request);
      if (isStopWord(fields.get('text') ?? '')) await optOut(db, fields.get('from') ?? '');
      return reply.send({ ok: true });
    });
  });
}
