import type { CONTRACT_TYPES, REMOTE_MODES } from '@baobab/core';
import type { DomainSlug } from './domains';

/** The words of one activity domain in one language. */
export interface DomainWords {
  titles: readonly string[];
  missions: readonly string[];
  /** Field of study, as it follows "diplôme en" / "degree in". */
  studies: string;
  /** The trade as prose, with its article in French: "le marketing et la communication". */
  field: string;
  skills: readonly string[];
}

/** What a job's texts are written from. */
export interface JobTextContext {
  title: string;
  company: string;
  city: string;
  country: string;
  contractType: (typeof CONTRACT_TYPES)[number];
  remote: (typeof REMOTE_MODES)[number];
  years: number;
  missions: readonly string[];
  benefits: readonly string[];
  studies: string;
  skills: readonly string[];
}

/** Everything the generator writes in one language. */
export interface Vocabulary {
  domains: Record<DomainSlug, DomainWords>;
  seniorTitle(title: string): string;
  juniorTitle(title: string): string;
  benefits: readonly string[];
  description(ctx: JobTextContext): string;
  profile(ctx: JobTextContext): string;
  companyTagline(field: string, country: string): string;
  /** `fields`: the company's trades (DomainWords.field), its main one first. */
  companyDescription(name: string, fields: readonly string[], cities: string, founded: number): string;
}

/** Joins the items of a list the way a sentence does: "a, b et c". */
export function sentenceList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
