/**
 * Keyword normalisation of docs/product.md §5: split on spaces, accents and case ignored.
 * The server stores each job's fields in this form and matches every term against it,
 * so client-side highlighting and server search agree on what "matches" means.
 */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (ch) => LIGATURES[ch] ?? ch);
}

export function keywordTerms(keyword: string | undefined | null): string[] {
  if (!keyword) return [];
  return normalizeText(keyword).split(/\s+/).filter(Boolean);
}

/** The fields a keyword is matched against, in docs/product.md §5's order. */
export interface SearchableJob {
  title: string;
  description: string;
  bestCandidateProfil: string;
  companyDetails: { alias: string; name: string };
}

/** Splits a search document into words, as whole-word matches see them. */
export const WORD_BOUNDARY = /[^\p{L}\p{N}]+/u;

/** Separator that no normalised term contains, so a term never matches across two fields. */
export const SEARCH_FIELD_SEPARATOR = '\n';

export function searchDocument(job: SearchableJob): string {
  return [job.title, job.description, job.bestCandidateProfil, job.companyDetails.alias, job.companyDetails.name]
    .map(normalizeText)
    .join(SEARCH_FIELD_SEPARATOR);
}
