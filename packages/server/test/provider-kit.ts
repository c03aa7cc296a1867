import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a provider received, as it arrived. */
interface ProviderRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

type Answer = { status: number; body: unknown };

/**
 * A local HTTP server speaking the three providers' documented formats: WhatsApp Cloud API
 * (`POST /{version}/{phone-number-id}/messages`, Bearer token, JSON template message), Africa's
 * Talking (`POST /version1/messaging`, form, `apiKey` header) and Twilio
 * (`POST /2010-04-01/Accounts/{sid}/Messages.json`, form, basic auth). It checks what each requires
 * and answers as each does (a 4xx for a request it would refuse); `failNext` scripts failures.
 */
async function startProviders(credentials: {
  whatsappToken: string;
  atApiKey: string;
  twilioSid: string;
  twilioToken: string;
}) {
  const received: ProviderRequest[] = [];
  const scripted: Answer[] = [];
  let counter = 0;

  const whatsapp = (request: ProviderRequest): Answer => {
    if (request.headers.authorization !== `Bearer ${credentials.whatsappToken}`) {
      return {
        status: 401,
        body: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
      };
    }
    const message = JSON.parse(request.body);
    const template = message.template;
    if (
      message.messaging_product !== 'whatsapp' ||
      message.type !== 'template' ||
      !/^\d{8,15}$/.test(message.to) ||
      !template?.name ||
      !template.language?.code ||
      !Array.isArray(template.components)
    ) {
      return {
        status: 400,
        body: { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } },
      };
    }
    counter += 1;
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id: `wamid.TEST${counter}` }],
      },
    };
  };

  const africasTalking = (request: ProviderRequest): Answer => {
    if (request.headers.apikey !== credentials.atApiKey)
      return { status: 401, body: 'The supplied authentication is invalid' };
    const form = new URLSearchParams(request.body);
    if (!form.get('username') || !form.get('to') || !form.get('message')) return { status: 400, body: 'Missing field' };
    counter += 1;
    return {
      status: 201,
      body: {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: XOF 18.0000',
          Recipients: [
            {
              statusCode: 101,
              number: form.get('to'),
              status: 'Success',
              cost: 'XOF 18.0000',
              messageId: `ATXid_${counter}`,
            },
          ],
        },
      },
    };
  };

  const twilio = (request: ProviderRequest, sid: string): Answer => {
    const expected = `Basic ${Buffer.from(`${credentials.twilioSid}:${credentials.twilioToken}`).toString('base64')}`;
    if (sid !== credentials.twilioSid || request.headers.authorization !== expected) {
      return { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } };
    }
    const form = new URLSearchParams(request.body);
    if (!form.get('To') || !form.get('From') || !form.get('Body')) {
      return { status: 400, body: { code: 21604, message: "A 'To' phone number is required.", status: 400 } };
    }
    counter += 1;
    return {
      status: 201,
      body: {
        sid: `SM${String(counter).padStart(32, '0')}`,
        status: 'queued',
        to: form.get('To'),
        price: null,
        price_unit: 'USD',
      },
    };
  };

  const server: Server = createServer(async (req, res) => {
    const request = { path: req.url ?? '', headers: req.headers, body: await readBody(req) };
    received.push(request);
    // Scripted 0: the connection drops without an answer, as when a provider hangs up or times out.
    if (scripted[0]?.status === 0) {
      scripted.shift();
      req.socket.destroy();
      return;
    }
    const twilioPath = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.path);
    const answer: Answer =
      scripted.shift() ??
      (req.method !== 'POST'
        ? { status: 405, body: {} }
        : /^\/v[\d.]+\/[^/]+\/messages$/.test(request.path)
          ? whatsapp(request)
          : request.path === '/version1/messaging'
            ? africasTalking(request)
            : twilioPath
              ? twilio(request, twilioPath[1] ?? '')
              : { status: 404, body: {} });
    res.writeHead(answer.status, {
      'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
    });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** The next `times` requests get this answer instead of the provider's usual one (0: no answer at all). */
    failNext(status: number, times = 1) {
      for (let i = 0; i < times; i++) scripted.push({ status, body: { error: { message: `scripted ${status}` } } });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Providers = Awaited<ReturnType<typeof startProviders>>;

/** The env of a test app whose providers are `providers`; pick the ones under test. */
export const providerEnv = (providers: Providers, which: ('whatsapp' | 'africastalking' | 'twilio')[]) => ({
  PUBLIC_URL: 'https://board.example',
  ...(which.includes('whatsapp') && {
    WHATSAPP_API_URL: providers.url,
    WHATSAPP_TOKEN: 'wa-token',
    WHATSAPP_PHONE_NUMBER_ID: '1055551234',
    WHATSAPP_APP_SECRET: 'meta-app-secret',
  }),
  ...(which.includes('africastalking') && {
    AFRICASTALKING_API_URL: providers.url,
    AFRICASTALKING_USERNAME: 'baobab',
    AFRICASTALKING_API_KEY: 'at-key',
    AFRICASTALKING_WEBHOOK_TOKEN: 'at-callback-secret-0123456789',
  }),
  ...(which.includes('twilio') && {
    TWILIO_API_URL: providers.url,
    TWILIO_ACCOUNT_SID: 'AC0123',
    TWILIO_AUTH_TOKEN: 'twilio-token',
    TWILIO_FROM: '+15005550006',
  }),
});

export const startTestProviders = () =>
  startProviders({ whatsappToken: 'wa-token', atApiKey: 'at-key', twilioSid: 'AC0123', twilioToken: 'twilio-token' });

/** The 6-digit code in the last request a provider received for `to` (WhatsApp template value, or SMS text). */
export function lastCode(providers: Providers, to: string): string {
  const digits = to.replace(/^\+/, '');
  const body = providers.received.findLast((r) => decodeURIComponent(r.body).includes(digits))?.body ?? '';
  const text = body.startsWith('{') ? JSON.stringify(JSON.parse(body).template) : new URLSearchParams(body).toString();
  const code = /(?<!\d)\d{6}(?!\d)/.exec(decodeURIComponent(text.replaceAll('+', ' ')).replace(digits, ''));
  if (!code) throw new Error(`no code for ${to} in ${body}`);
  return code[0];
}
