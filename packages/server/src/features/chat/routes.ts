import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { limitPerMinute } from '../../http/rate-limit';
import type { Services } from '../../services';
import {
  chatCompanyByAlias,
  listThreads,
  markRead,
  openThread,
  postMessage,
  threadIdOf,
  threadMessages,
} from './chat-store';

/** A person typing writes a few messages a minute; more is a script filling a company's inbox. */
const CHAT_MESSAGES_PER_MINUTE = 30;

/** The candidate's side of company chat; the company answers through the partner API. */
export async function registerChatRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;
  const companyOf = async (alias: string) => {
    // A company nobody can answer for (no live partner key) has no chat: 404, as the widget hides its tab.
    const company = await chatCompanyByAlias(db, alias);
    if (!company) throw notFound();
    return company;
  };

  registerEndpoint(app, services, 'myThreads', async ({ viewer }) => listThreads(db, 'candidate', viewer.userId));

  registerEndpoint(app, services, 'companyThread', async ({ viewer, params }) => {
    const { id: companyId, ...company } = await companyOf(params.alias);
    const thread = await threadIdOf(db, viewer.userId, companyId);
    if (!thread) return { id: null, company, unread: 0, messages: [] };
    const [summary] = await listThreads(db, 'candidate', viewer.userId, thread.id);
    const messages = await threadMessages(db, thread.id);
    await markRead(db, 'candidate', thread.id);
    return { id: thread.id, company, unread: summary?.unread ?? 0, messages };
  });

  registerEndpoint(
    app,
    services,
    'writeToCompany',
    async ({ viewer, params, body }) => {
      const company = await companyOf(params.alias);
      return db.transaction(async (tx) =>
        postMessage(tx, await openThread(tx, viewer.userId, company.id), 'candidate', body.body),
      );
    },
    limitPerMinute(CHAT_MESSAGES_PER_MINUTE),
  );
}
