import * as z from 'zod/mini';
import { emailSchema, localeSchema, trimmedSchema } from './common';
import { phoneSchema } from './user';

/**
 * A CV made on the site (docs/product.md §5, "A CV without a PDF"): a short form rendered to an A4
 * PDF on the server. Its lists are as long as a one- or two-page CV holds, its texts as long as a
 * line or a short paragraph on a phone.
 */
export const CV_BUILDER_LIMITS = {
  experience: 8,
  education: 6,
  skills: 20,
  languages: 8,
  /** A name, title or place. */
  line: 120,
  /** What a job or course was. */
  paragraph: 600,
} as const;
/** The levels a language is spoken at, in the CV's own words (cv_builder.levels). */
export const CV_LANGUAGE_LEVELS = ['native', 'fluent', 'good', 'basic'] as const;
export type CvLanguageLevel = (typeof CV_LANGUAGE_LEVELS)[number];
/** How a made CV or photographed one came to be; an uploaded PDF has none. */
export const CV_MADE_WITH = ['builder', 'photos'] as const;
export type CvMadeWith = (typeof CV_MADE_WITH)[number];

// "Créer mon CV" (docs/product.md §5): what the candidate types, kept beside the PDF it renders so
// that the CV stays editable. Every text is trimmed and held to a line or a short paragraph.

const line = (min: number) => trimmedSchema(min, CV_BUILDER_LIMITS.line);
/** A text the candidate may leave empty. */
const optionalText = (max: number) => z._default(trimmedSchema(0, max), '');
const optionalLine = () => optionalText(CV_BUILDER_LIMITS.line);
const upTo = <T extends z.core.$ZodType>(item: T, max: number) => z._default(z.array(item).check(z.maxLength(max)), []);

export const cvExperienceSchema = z.object({
  title: line(1),
  organisation: optionalLine(),
  place: optionalLine(),
  /** Free text ("2019 – 2022", "depuis mars 2023"): how people write it on a CV. */
  period: optionalLine(),
  description: optionalText(CV_BUILDER_LIMITS.paragraph),
});

export const cvEducationSchema = z.object({
  title: line(1),
  school: optionalLine(),
  period: optionalLine(),
});

export const cvLanguageSchema = z.object({ name: line(1), level: z.enum(CV_LANGUAGE_LEVELS) });

export const cvContentSchema = z.object({
  /** The language the PDF is written in (its section titles, the levels' words). */
  language: localeSchema,
  fullName: line(1),
  headline: optionalLine(),
  email: z._default(z.union([z.literal(''), emailSchema]), ''),
  phone: z._default(z.union([z.literal(''), phoneSchema]), ''),
  city: optionalLine(),
  experience: upTo(cvExperienceSchema, CV_BUILDER_LIMITS.experience),
  education: upTo(cvEducationSchema, CV_BUILDER_LIMITS.education),
  skills: upTo(line(1), CV_BUILDER_LIMITS.skills),
  languages: upTo(cvLanguageSchema, CV_BUILDER_LIMITS.languages),
});
/** The form as the candidate fills it (defaults not yet applied). */
export type CvContentInput = z.input<typeof cvContentSchema>;
export type CvContent = z.output<typeof cvContentSchema>;

/**
 * Text fields of the made CV's multipart call: `cv`, the content as JSON (cvContentSchema); an
 * optional file part `photo` (a portrait). On an edit without a new photo, `keepPhoto=1` keeps the
 * one the CV has; otherwise the CV has none.
 */
export const cvFormFieldsSchema = z.object({ cv: z.string(), keepPhoto: z.optional(z.literal('1')) });

/** "Photographier mon CV": no text field, one to CV_PHOTOS_MAX file parts named `photos`, one a page. */
export const cvPhotosFieldsSchema = z.object({});

/** A made CV as it can be edited. */
export const cvSourceSchema = z.object({ cv: cvContentSchema, hasPhoto: z.boolean() });
export type CvSource = z.infer<typeof cvSourceSchema>;
