import type { ServerTexts } from './server-fr';

/** English texts only the server writes into its answers (see server-fr). */
export const serverEn: ServerTexts = {
  did_you_mean: 'Did you mean “{{keyword}}”?',
  payment_request:
    'This offer asks candidates for money: “{{sentence}}”. No offer may make a candidate pay (application or training fees, a Mobile Money transfer…): remove this sentence.',
  share_card: { job: 'Job offer', company: 'Hiring company' },
  report_received: 'Thank you: your report was received. Our team checks the offer.',
  sms: {
    phone_code: 'Baobab Jobs: your verification code is {{code}}. It expires in {{minutes}} minutes.',
    alert: 'Baobab Jobs, new offers for “{{search}}”:\n{{jobs}}\nSTOP to receive nothing more',
    application_status: 'Baobab Jobs: your application “{{title}}” at {{company}}: {{status}}. {{link}}',
    chat_answer: 'Baobab Jobs: new message from {{company}}. Read it: {{link}}',
  },
};
