import {
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_TTL_MINUTES,
  PHONE_CODES_PER_ADDRESS_PER_HOUR,
  PHONE_CODES_PER_NUMBER_PER_HOUR,
} from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError, validation } from '../../http/errors';
import { countHit } from '../../http/rate-limit-store';
import { enqueueMessage } from '../../messaging/queue';
import type { Services } from '../../services';
import { hashCode, newCode, sameHash, toE164 } from './phone-code';
import {
  adoptPhone,
  hasPendingCode,
  phoneState,
  removePhone,
  saveChannels,
  savePendingCode,
  takeTry,
  userLocale,
} from './phone-store';

const HOUR_MS = 3_600_000;

export async function registerPhoneRoutes(app: FastifyInstance, services: Services) {
  const { db, secrets, messaging } = services;

  registerEndpoint(app, services, 'myPhone', async ({ viewer }) => phoneState(db, viewer.userId));

  // The same answer for any valid number, known to the board or not; only the limits can refuse it.
  registerEndpoint(app, services, 'startPhoneVerification', async ({ viewer, body, request }) => {
    const phone = toE164(body.number, body.country);
    if (!phone) throw new ApiError(400, 'PHONE_INVALID', { number: 'invalid' });
    const perNumber = await countHit(db, `phone codes ${phone}`, HOUR_MS);
    const perAddress = await countHit(db, `phone codes from ${request.ip}`, HOUR_MS);
    if (perNumber.hits > PHONE_CODES_PER_NUMBER_PER_HOUR || perAddress.hits > PHONE_CODES_PER_ADDRESS_PER_HOUR) {
      throw new ApiError(429, 'RATE_LIMITED');
    }
    const code = newCode();
    const locale = await userLocale(db, viewer.userId);
    await db.transaction(async (tx) => {
      await savePendingCode(tx, viewer.userId, {
        phone,
        channel: body.channel,
        codeHash: hashCode(secrets.link, viewer.userId, phone, code),
        expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MINUTES * 60_000),
      });
      await enqueueMessage(tx, {
        channel: body.channel,
        to: phone,
        kind: 'phone_code',
        locale,
        values: { code },
      });
    });
    messaging.wake();
    return phoneState(db, viewer.userId);
  });

  registerEndpoint(app, services, 'confirmPhone', async ({ viewer, body }) => {
    const pending = await takeTry(db, viewer.userId);
    if (!pending) {
      // No try left on a code still there: locked until a new code is asked for.
      throw (await hasPendingCode(db, viewer.userId))
        ? new ApiError(423, 'PHONE_LOCKED')
        : new ApiError(400, 'PHONE_CODE_EXPIRED');
    }
    if (new Date(pending.expires_at).getTime() < Date.now()) throw new ApiError(400, 'PHONE_CODE_EXPIRED');
    if (!sameHash(pending.code_hash, hashCode(secrets.link, viewer.userId, pending.phone, body.code))) {
      throw pending.tries >= PHONE_CODE_MAX_TRIES
        ? new ApiError(423, 'PHONE_LOCKED')
        : new ApiError(400, 'PHONE_CODE_WRONG', { code: 'wrong' });
    }
    await db.transaction((tx) => adoptPhone(tx, viewer.userId, pending.phone));
    return phoneState(db, viewer.userId);
  });

  registerEndpoint(app, services, 'removePhone', async ({ viewer }) => {
    await db.transaction((tx) => removePhone(tx, viewer.userId));
    return phoneState(db, viewer.userId);
  });

  registerEndpoint(app, services, 'setMessageChannels', async ({ viewer, body }) => {
    const state = await phoneState(db, viewer.userId);
    const wantsPhone = Object.values(body).some((channels) => channels.some((c) => c !== 'email'));
    if (wantsPhone && !state.phone) throw validation({ channels: 'no verified phone' });
    await saveChannels(db, viewer.userId, body);
    return phoneState(db, viewer.userId);
  });
}
