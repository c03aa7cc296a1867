import { DEFAULT_LOCALE, NEWSLETTER_CONFIRM_TTL_HOURS, translate } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError } from '../../http/errors';
import { limitPerMinute } from '../../http/rate-limit';
import { renderMail } from '../../mail/templates';
import type { Services } from '../../services';
import { storeContactMessage } from './contact-messages';
import { confirmSubscription, requestSubscription, unsubscribe } from './newsletter';
import {
  confirmSubscriptionLink,
  isValidConfirmation,
  isValidUnsubscribeSignature,
  unsubscribeLink,
} from './unsubscribe-link';

/** Newsletter subscription, its signed unsubscribe link, and the contact form. */
export async function registerContactRoutes(app: FastifyInstance, services: Services) {
  const { config, db, mailer, secrets } = services;
  // Subscribing mails the address given, so it shares the contact form's limit against mail bombing.
  const limited = limitPerMinute(config.rateLimit.contact);

  registerEndpoint(
    app,
    services,
    'subscribe',
    async ({ body, locale }) => {
      // Double opt-in: nobody can subscribe a third party, only ask them by mail.
      if (await requestSubscription(db, body.email, locale)) {
        const link = confirmSubscriptionLink(secrets.link, config.publicUrl, body.email);
        const days = String(NEWSLETTER_CONFIRM_TTL_HOURS / 24);
        await mailer.send({ to: body.email, ...renderMail(locale, 'newsletter_confirm', { link, days }) });
      }
      return { message: translate(locale, 'success.newsletter_confirm_sent') };
    },
    limited,
  );

  registerEndpoint(app, services, 'confirmSubscription', async ({ body, locale }) => {
    if (!isValidConfirmation(secrets.link, body)) throw new ApiError(400, 'TOKEN_INVALID');
    const subscriberLocale = await confirmSubscription(db, body.email);
    if (subscriberLocale) {
      // The welcome mail carries the unsubscribe link, as every newsletter will.
      const link = unsubscribeLink(secrets.link, config.publicUrl, body.email);
      await mailer.send({ to: body.email, ...renderMail(subscriberLocale, 'newsletter', { link }) });
    }
    return { message: translate(locale, 'success.newsletter_subscribed') };
  });

  registerEndpoint(app, services, 'unsubscribe', async ({ body, locale }) => {
    if (!isValidUnsubscribeSignature(secrets.link, body.email, body.signature))
      throw new ApiError(400, 'TOKEN_INVALID');
    await unsubscribe(db, body.email);
    return { message: translate(locale, 'success.newsletter_unsubscribed') };
  });

  registerEndpoint(
    app,
    services,
    'contactMessage',
    async ({ body, locale }) => {
      const { token: _captcha, ...message } = body;
      await storeContactMessage(db, message, locale);
      // The team reads its mail in the site's default language, whatever the sender's.
      await mailer.send({ to: config.contactEmail, ...renderMail(DEFAULT_LOCALE, 'contact', message) });
      return { message: translate(locale, 'success.contact_sent') };
    },
    limited,
  );
}
