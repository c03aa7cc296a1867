import type { MailMessages } from './mail-fr';

/** English mail texts (see mail-fr.ts). */
export const mailEn: MailMessages = {
  reset_subject: 'Reset your password',
  reset_body:
    'Hello {{firstName}},\n\nTo choose a new password, open this link (valid for 1 hour):\n{{link}}\n\nIf you did not ask for this, ignore this message.',
  application_subject: 'Application sent: {{title}}',
  application_body:
    'Hello {{firstName}},\n\nYour application "{{title}}" at {{company}} has been sent. Follow it in your space: {{link}}',
  newsletter_confirm_subject: 'Confirm your Baobab Jobs newsletter subscription',
  newsletter_confirm_body:
    'To receive our best job offers every month, confirm your subscription (link valid for {{days}} days):\n{{link}}\n\nIf you did not ask for it, ignore this message: you will not be subscribed.',
  newsletter_subject: 'Welcome to the Baobab Jobs newsletter',
  newsletter_body: 'You will receive our best job offers every month.\n\nUnsubscribe: {{link}}',
  alert_subject: 'New jobs for your alert "{{search}}"',
  alert_body:
    'Hello {{firstName}},\n\nHere are the new jobs of your search "{{search}}":\n\n{{jobs}}\n\nStop this alert: {{link}}',
  alert_any_search: 'all jobs',
  chat_answer_subject: '{{company}} answered your message',
  chat_answer_body:
    'Hello {{firstName}},\n\n{{company}} answered your message on Baobab Jobs. Read the answer and carry on the conversation here:\n{{link}}',
  recruiter_invite_subject: "Your access to {{company}}'s recruiter space on Baobab Jobs",
  recruiter_invite_body:
    "Hello,\n\nYou are invited to publish {{company}}'s offers on Baobab Jobs. Choose your password with this link (valid {{days}} days, once):\n{{link}}\n\nIf you did not expect this message, ignore it.",
  contact_subject: 'New contact message: {{subject}}',
  contact_body: 'Message from {{name}} <{{email}}>:\n\n{{message}}',
};
