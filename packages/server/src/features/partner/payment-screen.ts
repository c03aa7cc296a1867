import { paymentRequestIn } from '@baobab/core';
import { one, type Queryable } from '../../db/db';
import { ApiError } from '../../http/errors';

/**
 * Reads a job's texts as written, before its transaction commits (core paymentRequestIn): an offer
 * asking candidates for money is refused, 422 PAYMENT_REQUEST naming the sentence, and nothing
 * is written; doubtful wording holds it closed for review, and says the sentence; an offer whose
 * doubtful wording was taken out is open again. Answers the sentence held for, if any.
 */
export async function screenForPayment(q: Queryable, jobId: string): Promise<string | undefined> {
  const job = await one<{ texts: string[]; held: string | null }>(
    q,
    `select array[title, excerpt, description, best_candidate_profil] as texts, held_for_review as held
       from jobs where id = $1`,
    [jobId],
  );
  if (!job) return undefined;
  const verdict = paymentRequestIn(job.texts);
  if (verdict.verdict === 'refused')
    throw new ApiError(422, 'PAYMENT_REQUEST', undefined, { sentence: verdict.sentence });
  if (verdict.verdict === 'held') {
    await q.query('update jobs set closed = true, held_for_review = $2 where id = $1', [jobId, verdict.sentence]);
    return verdict.sentence;
  }
  if (job.held !== null) await q.query('update jobs set closed = false, held_for_review = null where id = $1', [jobId]);
  return undefined;
}
