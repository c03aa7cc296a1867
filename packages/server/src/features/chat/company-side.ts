import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { candidateUpToDate, mailChatAnswer } from './answer-mail';
import { listThreads, markRead, postMessage, threadMessages } from './chat-store';

/**
 * The company's side of its threads, whoever answers for it: the partner API (a company key) or
 * the recruiter space (a recruiter's session). Each call is scoped to `companyId`: another
 * company's thread answers 404, as a thread that does not exist.
 */
export const companyThreads = (services: Services, companyId: string) => listThreads(services.db, 'company', companyId);

async function companyThread(services: Services, companyId: string, threadId: string) {
  const [thread] = await listThreads(services.db, 'company', companyId, threadId);
  if (!thread) throw notFound();
  return thread;
}

/** One thread with its messages; reading it marks the candidate's messages read for the company. */
export async function readCompanyThread(services: Services, companyId: string, threadId: string) {
  const thread = await companyThread(services, companyId, threadId);
  const messages = await threadMessages(services.db, thread.id);
  await markRead(services.db, 'company', thread.id);
  return { ...thread, messages };
}

/** The company answers: the candidate's unread count grows, and they are told (answer-mail.ts). */
export async function answerAsCompany(
  services: Services,
  companyId: string,
  threadId: string,
  body: string,
  log: FastifyBaseLogger,
) {
  const { id } = await companyThread(services, companyId, threadId);
  const tell = await candidateUpToDate(services.db, id);
  const message = await postMessage(services.db, id, 'company', body);
  // The answer stands once stored: a mail that cannot be written is only logged, without the text.
  if (tell) mailChatAnswer(services, id).catch((err: unknown) => log.error({ err }, 'chat answer mail failed'));
  return message;
}
