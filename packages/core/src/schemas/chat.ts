import * as z from 'zod/mini';
import { CHAT_MESSAGE_MAX } from '../constants';
import { idSchema, intSchema, isoDateTimeSchema, slugSchema, trimmedSchema } from './common';
import { companyDetailsSchema } from './job';

export const CHAT_AUTHORS = ['candidate', 'company'] as const;

/** One message; `body` is plain text, shown as text (never as HTML). */
export const chatMessageSchema = z.object({
  id: idSchema,
  author: z.enum(CHAT_AUTHORS),
  body: z.string(),
  createdAt: isoDateTimeSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessageBodySchema = z.object({ body: trimmedSchema(1, CHAT_MESSAGE_MAX) });

/** A thread as the candidate sees it: the company, then the messages, unread ones counted. */
export const candidateThreadSchema = z.object({
  id: z.nullable(idSchema),
  company: companyDetailsSchema,
  unread: intSchema(0),
  messages: z.array(chatMessageSchema),
});
export type CandidateThread = z.infer<typeof candidateThreadSchema>;

export const threadSummarySchema = z.object({
  id: idSchema,
  company: companyDetailsSchema,
  candidate: z.object({ firstName: z.string(), lastName: z.string() }),
  unread: intSchema(0),
  lastMessageAt: isoDateTimeSchema,
  /** The latest message, for a list to show what the thread is at. */
  lastMessage: z.nullable(z.object({ author: z.enum(CHAT_AUTHORS), body: z.string() })),
  /** The offer the candidate last applied to at this company, if any: what they likely write about. */
  offer: z.nullable(z.object({ title: z.string(), slug: slugSchema })),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;
export const threadSummaryListSchema = z.array(threadSummarySchema);

/** A thread as the company reads it (partner API, recruiter space). */
export const partnerThreadSchema = z.extend(threadSummarySchema, { messages: z.array(chatMessageSchema) });
export type PartnerThread = z.infer<typeof partnerThreadSchema>;

export const companyAliasParamsSchema = z.object({ alias: slugSchema });
