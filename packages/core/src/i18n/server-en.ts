import type { ServerTexts } from './server-fr';

/** English texts only the server writes into its answers (see server-fr). */
export const serverEn: ServerTexts = {
  did_you_mean: 'Did you mean “{{keyword}}”?',
  payment_request:
    'This offer asks candidates for money: “{{sentence}}”. No offer may make a candidate pay (application or training fees, a Mobile Money transfer…): remove this sentence.',
  share_card: { job: 'Job offer', company: 'Hiring company' },
  report_received: 'Thank you: your report was received. Our team checks the offer.',
};
