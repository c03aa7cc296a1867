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
  application_status_subject: 'Your application "{{title}}": {{status}}',
  application_status_body:
    'Hello {{firstName}},\n\nYour application "{{title}}" at {{company}} moved to a new stage: {{status}}.\nFollow it in your space: {{link}}',
  reply_interview_subject: 'Interview for the "{{title}}" position at {{company}}',
  reply_interview_body:
    'Hello {{firstName}},\n\nThank you for applying for the "{{title}}" position. Your profile caught our attention and we would like to meet you for an interview.\n\nCould you tell us when you are available in the coming days?\n\nKind regards,\n{{recruiter}}\n{{company}}',
  reply_rejection_subject: 'Your application for the "{{title}}" position at {{company}}',
  reply_rejection_body:
    'Hello {{firstName}},\n\nThank you for your interest in {{company}} and for the time you gave to your application for the "{{title}}" position.\n\nAfter careful review, we will not take it further this time. We wish you every success in finding the position that suits you.\n\nKind regards,\n{{recruiter}}\n{{company}}',
  reply_footer: '{{company}} answered you on Baobab Jobs. Find this message with your application: {{link}}',
};
