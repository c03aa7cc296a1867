import { type Locale, type MailMessages, translate } from '@baobab/core';

type MailKey = keyof MailMessages;

/** Every mail the catalogues hold both a `<kind>_subject` and a `<kind>_body` for. */
export type MailKind = {
  [K in MailKey]: K extends `${infer Kind}_subject` ? (`${Kind}_body` extends MailKey ? Kind : never) : never;
}[MailKey];

export interface RenderedMail {
  subject: string;
  text: string;
}

/** Subject and plain-text body of a mail in its reader's language, from the core catalogues. */
export function renderMail(locale: Locale, kind: MailKind, values: Record<string, string>): RenderedMail {
  return {
    // A subject is one header line: user input placed in it (a contact subject) must not add lines.
    subject: translate(locale, `mail.${kind}_subject`, values).replace(/\s+/g, ' ').trim(),
    text: translate(locale, `mail.${kind}_body`, values),
  };
}
