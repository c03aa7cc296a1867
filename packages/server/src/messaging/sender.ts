import type { PhoneChannel } from '@baobab/core';

/** One queued message as a sender gets it: the text for SMS, the template values for WhatsApp. */
export interface OutgoingMessage {
  id: number;
  channel: PhoneChannel;
  /** E.164, with its +. */
  to: string;
  kind: string;
  locale: string;
  /** The template's body values, in the template's order. */
  params: string[];
  text: string;
}

interface SendResult {
  providerId: string | null;
  cost: string | null;
}

/** A WhatsApp or SMS provider, or the outbox: one contract, so the queue does not care which. */
export interface MessageSender {
  readonly name: 'whatsapp' | 'africastalking' | 'twilio' | 'outbox';
  send(message: OutgoingMessage): Promise<SendResult>;
}

/**
 * A provider refused or failed a message. `retryable`: a 5xx, a 429 or no answer in time, worth
 * trying later; otherwise (a 4xx) the message is recorded as failed and never tried again.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** How long a provider has to answer before the try counts as a timeout (retried). */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * POSTs to a provider and answers its JSON; a network failure, a timeout, a 429 or a 5xx throw a
 * retryable ProviderError, another 4xx a final one carrying the provider's words.
 */
export async function postToProvider(url: string, init: { headers: Record<string, string>; body: string }) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(`no answer: ${(error as Error).message}`, true);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ProviderError(
      `${response.status} ${text.slice(0, 500)}`,
      response.status >= 500 || response.status === 429,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(`${response.status} not JSON: ${text.slice(0, 200)}`, false);
  }
}
