import type { PhoneChannel } from '@baobab/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { africasTalkingSender } from './africastalking-sender';
import { deliverDue } from './queue';
import type { MessageSender } from './sender';
import { twilioSender } from './twilio-sender';
import { TWILIO_STATUS_PATH } from './webhook-paths';
import { whatsappSender } from './whatsapp-sender';

export interface Messaging {
  /** The provider of a channel, or the outbox when none is configured. */
  senderFor(channel: PhoneChannel): MessageSender;
  /** Sends what is due now (the worker's round; tests call it directly). */
  deliverDue(now?: Date): Promise<number>;
  /** Asks the running worker, if any, for a round soon: a code should not wait for the next tick. */
  wake(): void;
  /** Starts the worker of this process; answers its stop function. */
  startWorker(log: FastifyBaseLogger): () => void;
}

/** How often a node looks for due messages (retries included) when nothing wakes it. */
const WORKER_TICK_MS = 5_000;

/**
 * Kept by the operator, never sent: a fresh install without providers shows each message in
 * `baobab outbox`, as it does for mail.
 */
function outboxSender(log: FastifyBaseLogger): MessageSender {
  return {
    name: 'outbox',
    async send(message) {
      // Never the text: it may hold a live code. `baobab outbox` shows it to the operator.
      log.info(
        { id: message.id, channel: message.channel, kind: message.kind },
        'message kept in the outbox (no provider)',
      );
      return { providerId: null, cost: null };
    },
  };
}

function smsSender(config: Config, outbox: MessageSender): MessageSender {
  const { africasTalking: at, twilio } = config.messaging;
  if (at.username && at.apiKey) return africasTalkingSender({ ...at, username: at.username, apiKey: at.apiKey });
  if (twilio.accountSid && twilio.authToken && twilio.from) {
    return twilioSender(
      { ...twilio, accountSid: twilio.accountSid, authToken: twilio.authToken, from: twilio.from },
      `${config.publicUrl}${TWILIO_STATUS_PATH}`,
    );
  }
  return outbox;
}

export function createMessaging(db: Db, config: Config, log: FastifyBaseLogger): Messaging {
  const outbox = outboxSender(log);
  const wa = config.messaging.whatsapp;
  const senders: Record<PhoneChannel, MessageSender> = {
    whatsapp:
      wa.token && wa.phoneNumberId
        ? whatsappSender({ ...wa, token: wa.token, phoneNumberId: wa.phoneNumberId })
        : outbox,
    sms: smsSender(config, outbox),
  };
  const senderFor = (channel: PhoneChannel) => senders[channel];
  let wakeWorker: (() => void) | undefined;
  return {
    senderFor,
    deliverDue: (now) => deliverDue(db, senderFor, now),
    wake: () => wakeWorker?.(),
    startWorker(workerLog) {
      let running = false;
      let again = false;
      const round = async () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          do {
            again = false;
            await deliverDue(db, senderFor);
          } while (again);
        } catch (err) {
          workerLog.error({ err }, 'message delivery failed');
        } finally {
          running = false;
        }
      };
      wakeWorker = () => void round();
      const timer = setInterval(() => void round(), WORKER_TICK_MS);
      timer.unref();
      void round();
      return () => {
        clearInterval(timer);
        wakeWorker = undefined;
      };
    },
  };
}
