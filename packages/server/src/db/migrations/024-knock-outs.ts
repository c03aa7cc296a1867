/**
 * Screening questions' knock-out answers (docs/product.md §6): an application whose answers hit one
 * is flagged for its company, never for the candidate. `knock_out_questions` names the questions
 * (their ids in the job's `questions`), in their order; `knocked_out` is their being any, kept as
 * a column so the company's inbox filters on it.
 */
export const knockOuts = /* sql */ `
alter table applications add column knock_out_questions text[] not null default '{}';
alter table applications add column knocked_out boolean not null default false;
`;
