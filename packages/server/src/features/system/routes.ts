import { DEFAULT_LOCALE, LOCALES } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import type { Services } from '../../services';
import { SERVER_VERSION } from '../../version';

export async function registerSystemRoutes(app: FastifyInstance, services: Services) {
  const { config } = services;
  registerEndpoint(app, services, 'config', async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return {
      theme: config.theme,
      onPremise: config.onPremise,
      recruiterSpaceUrl: config.recruiterSpaceUrl,
      locales: [...LOCALES],
      defaultLocale: DEFAULT_LOCALE,
      publicUrl: config.publicUrl,
      version: SERVER_VERSION,
    };
  });

  registerEndpoint(app, services, 'captchaChallenge', async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { ...(await services.captcha.challenge()) };
  });
}
