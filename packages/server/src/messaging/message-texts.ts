import { DEFAULT_LOCALE, isLocale, type Locale, PHONE_CODE_TTL_MINUTES, translate } from '@baobab/core';

/** Each kind's values in the order of its WhatsApp template's {{1}}, {{2}}…; the SMS text names them. */
export const MESSAGE_PARAMS = {
  phone_code: ['code'],
  alert: ['search', 'jobs'],
  application_status: ['title', 'company', 'status', 'link'],
  chat_answer: ['company', 'link'],
} as const;
export type OutgoingKind = keyof typeof MESSAGE_PARAMS;
export type MessageValues<K extends OutgoingKind> = Record<(typeof MESSAGE_PARAMS)[K][number], string>;

/**
 * The SMS text (core catalogue `server.sms.<kind>`) and the template values of a message, in the
 * candidate's language. A WhatsApp template value may not hold a line break: lines become " | ".
 */
export function renderMessage<K extends OutgoingKind>(locale: string, kind: K, values: MessageValues<K>) {
  const language: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const byName = values as Record<string, string>;
  return {
    locale: language,
    // The code's lifetime is a rule of core's, not a word of the catalogue.
    text: translate(language, `server.sms.${kind}`, { ...byName, minutes: String(PHONE_CODE_TTL_MINUTES) }),
    params: MESSAGE_PARAMS[kind].map((name) => (byName[name] ?? '').replace(/\s*\n\s*/g, ' | ')),
  };
}
