import * as z from 'zod/mini';
import { applicationReplySchema, applicationStatusSchema } from './application';
import { idSchema, isoDateTimeSchema, localeSchema, pagedSchema, trimmedSchema } from './common';
import { partnerApplicationSchema, partnerApplicationsQuerySchema } from './partner';
import { questionSchema } from './questions';

/** Most applications one bulk move takes (a page of the inbox at its largest). */
export const INBOX_BULK_MAX = 100;
export const INBOX_NOTE_MAX = 2000;
export const INBOX_REPLY_MAX = 5000;

/**
 * Which applications the inbox lists, newest first. `list` separates answers to offers (all of
 * them, or one offer's with `jobId`) from spontaneous applications; every other key is one more
 * optional filter, so a later one (screening's `knockedOut`) joins without changing these.
 */
export const inboxQuerySchema = z.extend(partnerApplicationsQuerySchema, {
  list: z._default(z.enum(['offers', 'spontaneous']), 'offers'),
  status: z.optional(applicationStatusSchema),
  /** `out`: only those whose answers hit a screening question's knock-out answer; `in`: only the others. */
  screening: z.optional(z.enum(['in', 'out'])),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxListSchema = pagedSchema(partnerApplicationSchema);

/** A private note of the company's recruiters on an application: never shown to the candidate. */
export const inboxNoteSchema = z.object({
  id: idSchema,
  author: z.string(),
  text: z.string(),
  createdAt: isoDateTimeSchema,
});
export type InboxNote = z.infer<typeof inboxNoteSchema>;
export const inboxNoteBodySchema = z.object({ text: trimmedSchema(1, INBOX_NOTE_MAX) });

/** One application opened in the inbox: the list's fields, the offer's questions (to label the answers), notes and replies. */
export const inboxApplicationSchema = z.extend(partnerApplicationSchema, {
  questions: z.array(questionSchema),
  notes: z.array(inboxNoteSchema),
  replies: z.array(applicationReplySchema),
});
export type InboxApplication = z.infer<typeof inboxApplicationSchema>;

/** Move one or many applications to a stage: all of them or none (an id not the company's refuses the lot). */
export const inboxMoveBodySchema = z.object({
  ids: z.array(idSchema).check(z.minLength(1), z.maxLength(INBOX_BULK_MAX)),
  status: applicationStatusSchema,
});
export const inboxMovedSchema = z.object({ moved: z.int(), message: z.string() });

/** The reply templates, and the stage each one may move the application to in the same action. */
export const REPLY_TEMPLATES = { interview: 'INTERVIEW', rejection: 'REJECTED' } as const;
export type ReplyTemplate = keyof typeof REPLY_TEMPLATES;
export const replyTemplateSchema = z.enum(['interview', 'rejection']);

export const replyTemplateParamsSchema = z.object({ id: idSchema, template: replyTemplateSchema });
/** The template's language: the candidate's own unless the recruiter picks the other one. */
export const replyTemplateQuerySchema = z.object({ lang: z.optional(localeSchema) });
export const replyDraftSchema = z.object({ subject: z.string(), text: z.string(), lang: localeSchema });

/** A reply as the recruiter sends it (the template's text, edited or not); `move` also moves the stage. */
export const inboxReplyBodySchema = z.object({
  template: replyTemplateSchema,
  /** One header line: the lines of an edited subject are joined. */
  subject: z.pipe(
    trimmedSchema(1, 200),
    z.transform((subject) => subject.replace(/\s+/g, ' ')),
  ),
  text: trimmedSchema(1, INBOX_REPLY_MAX),
  move: z._default(z.boolean(), false),
});
