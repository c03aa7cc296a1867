import type { ReportMessages } from './fr-report';

/** English texts of the report dialog (see fr-report). */
export const enReport: ReportMessages = {
  report: {
    intro: 'Tell us what is wrong: our team checks every reported offer.',
    reason: 'Reason',
    reasons: {
      payment: 'Asks for money (fees, Mobile Money…)',
      fake: 'Fake offer or company',
      misleading: 'Misleading information',
      offensive: 'Offensive or discriminatory content',
      other: 'Another reason',
    },
    details: 'Details (optional)',
    submit: 'Send the report',
    sent: 'Thank you: your report was sent.',
  },
};
