import {
  type CvContent,
  type CvContentInput,
  type CvLanguageLevel,
  cvContentSchema,
  type Locale,
  type Profile,
} from '@baobab/core';
import type { TFunction } from 'i18next';
import { type FieldErrors, fieldErrors } from '../form-fields/field-errors';

export interface ExperienceDraft {
  title: string;
  organisation: string;
  place: string;
  period: string;
  description: string;
}
export interface EducationDraft {
  title: string;
  school: string;
  period: string;
}
export interface LanguageDraft {
  name: string;
  level: CvLanguageLevel;
}

/** The form as typed: every text a string, the skills one line separated by commas. */
export interface CvDraft {
  language: Locale;
  fullName: string;
  headline: string;
  email: string;
  phone: string;
  city: string;
  experience: ExperienceDraft[];
  education: EducationDraft[];
  skills: string;
  languages: LanguageDraft[];
}

export const blankExperience = (): ExperienceDraft => ({
  title: '',
  organisation: '',
  place: '',
  period: '',
  description: '',
});
export const blankEducation = (): EducationDraft => ({ title: '', school: '', period: '' });
export const blankLanguage = (): LanguageDraft => ({ name: '', level: 'good' });

/** A new CV starts from the account (name, email, phone, headline, city) and one empty entry of each list. */
export function draftFromProfile(profile: Profile | null, language: Locale): CvDraft {
  return {
    language,
    fullName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
    headline: profile?.headline ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    city: profile?.city ?? '',
    experience: [blankExperience()],
    education: [blankEducation()],
    skills: '',
    languages: [blankLanguage()],
  };
}

/** An edited CV starts from what it was made of. */
export function draftFromContent(cv: CvContent): CvDraft {
  return { ...cv, skills: cv.skills.join(', ') };
}

const isFilled = (entry: object) =>
  Object.entries(entry).some(([field, value]) => field !== 'level' && String(value).trim() !== '');

/** What is sent: entries left wholly empty dropped, the skills split at commas. */
export function contentOf(draft: CvDraft): CvContentInput {
  return {
    ...draft,
    experience: draft.experience.filter(isFilled),
    education: draft.education.filter(isFilled),
    skills: draft.skills
      .split(/[,;\n]/)
      .map((skill) => skill.trim())
      .filter(Boolean),
    languages: draft.languages.filter(isFilled),
  };
}

/**
 * The form's errors by field path (`fullName`, `experience.0.title`), checked with core's schema.
 * A path counts entries as sent (empty ones dropped), so `drafted` maps them back to the form's rows.
 */
export function draftErrors(draft: CvDraft, t: TFunction): FieldErrors {
  const content = contentOf(draft);
  const result = cvContentSchema.safeParse(content);
  if (result.success) return {};
  const rowOf = (list: 'experience' | 'education' | 'languages', index: number) =>
    draft[list].indexOf(content[list]?.[index] as never);
  const issues = result.error.issues.map((issue) => {
    const [list, index, ...rest] = issue.path;
    const path =
      (list === 'experience' || list === 'education' || list === 'languages') && typeof index === 'number'
        ? [list, rowOf(list, index), ...rest]
        : issue.path;
    return { ...issue, path: [path.join('.')] };
  });
  const values = Object.fromEntries(issues.map(({ path: [key] }) => [key, valueAt(draft, String(key))]));
  return fieldErrors(issues, values, t, { email: 'validation.email', phone: 'validation.phone' });
}

const valueAt = (draft: CvDraft, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], draft);

/** The multipart form of the create and edit calls. */
export function cvForm(draft: CvDraft, photo: File | null, keepPhoto: boolean): FormData {
  const form = new FormData();
  form.set('cv', JSON.stringify(contentOf(draft)));
  if (photo) form.set('photo', photo);
  else if (keepPhoto) form.set('keepPhoto', '1');
  return form;
}
