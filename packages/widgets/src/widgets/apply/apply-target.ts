import type { Application, Question } from '@baobab/core';
import { boardApplyHref, boardCompanyHref } from '../../ui/links';

/** What an application goes to: an offer (with its questions), or a company spontaneously. */
export type ApplyTarget =
  | { kind: 'job'; slug: string; companyAlias: string; questions: readonly Question[] }
  | { kind: 'company'; alias: string; name: string };

/** The questions the form asks: a spontaneous application has none. */
export const targetQuestions = (target: ApplyTarget): readonly Question[] =>
  target.kind === 'job' ? target.questions : [];

/** The apply call's field naming the target (exactly one of the two). */
export const targetField = (target: ApplyTarget): Record<string, string> =>
  target.kind === 'job' ? { jobSlug: target.slug } : { companyAlias: target.alias };

/** A stable name for the target, e.g. to keep its draft. */
export const targetKey = (target: ApplyTarget) =>
  target.kind === 'job' ? `job:${target.slug}` : `company:${target.alias}`;

/** The candidate's application to this target, if any: one per offer, one spontaneous per company. */
export function findApplication(applications: readonly Application[], target: ApplyTarget): Application | undefined {
  return applications.find((application) =>
    target.kind === 'job'
      ? application.job?.slug === target.slug
      : application.spontaneous && application.company.alias === target.alias,
  );
}

/** Where the board takes the application instead (a page whose origin is not registered): the offer, or the company's jobs tab. */
export const boardTargetHref = (board: string, target: ApplyTarget) =>
  target.kind === 'job' ? boardApplyHref(board, target.slug) : boardCompanyHref(board, target.alias, 'offres-d-emploi');
