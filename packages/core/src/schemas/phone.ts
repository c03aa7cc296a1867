import * as z from 'zod/mini';
import type { COUNTRY_CODES } from '../countries';
import { isoDateTimeSchema } from './common';

/** How long a phone verification code lives, and how many wrong codes lock it. */
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_TRIES = 5;
export const PHONE_CODE_LENGTH = 6;
/** Codes asked for one number, and from one address, per hour (the same answer for any number). */
export const PHONE_CODES_PER_NUMBER_PER_HOUR = 3;
export const PHONE_CODES_PER_ADDRESS_PER_HOUR = 10;
/** Offers in one WhatsApp/SMS job-alert digest (daily), each with a short link. */
export const PHONE_DIGEST_MAX_JOBS = 3;

/** Where a message can reach a candidate; email is every account's. */
export const MESSAGE_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
/** The kinds of message a candidate routes per channel. */
export const MESSAGE_KINDS = ['alert', 'application_status', 'chat_answer'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Calling codes of the board's countries, listed first in the phone picker. */
export const BOARD_CALLING_CODES: Record<(typeof COUNTRY_CODES)[number], string> = {
  SN: '221',
  CI: '225',
  CM: '237',
  CG: '242',
  BJ: '229',
  MA: '212',
};

const channelsSchema = z.array(z.enum(MESSAGE_CHANNELS)).check(z.maxLength(MESSAGE_CHANNELS.length));
export const messageChannelsSchema = z.object({
  alert: channelsSchema,
  application_status: channelsSchema,
  chat_answer: channelsSchema,
});
export type MessageChannels = z.infer<typeof messageChannelsSchema>;

/** A number as typed (national with `country`, or international with +); the server answers it in E.164. */
export const phoneStartSchema = z.object({
  number: z.string().check(z.trim(), z.minLength(4), z.maxLength(32)),
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  channel: z.enum(PHONE_CHANNELS),
});

export const phoneCodeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`))),
});

export const phoneStateSchema = z.object({
  /** The verified number, E.164. */
  phone: z.nullable(z.string()),
  /** A number waiting for its code. */
  pending: z.nullable(z.object({ phone: z.string(), channel: z.enum(PHONE_CHANNELS), expiresAt: isoDateTimeSchema })),
  channels: messageChannelsSchema,
});
export type PhoneState = z.infer<typeof phoneStateSchema>;
