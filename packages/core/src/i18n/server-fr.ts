/**
 * French texts only the server writes into its answers (the browsers' catalogue never needs
 * them); `catalogues` joins them under `server`.
 */
export const serverFr = {
  did_you_mean: 'Vouliez-vous dire « {{keyword}} » ?',
  payment_request:
    'Cette offre demande de l’argent aux candidats : « {{sentence}} ». Aucune offre ne peut faire payer un candidat (frais de dossier, de formation, envoi par Mobile Money…) : retirez cette phrase.',
  /** The footer line of a page's share card (og:image). */
  share_card: { job: "Offre d'emploi", company: 'Entreprise qui recrute' },
  report_received: 'Merci : votre signalement a bien été reçu. Notre équipe vérifie l’offre.',
  /** WhatsApp and SMS texts (messaging/): short, one link each; WhatsApp sends the approved template with the same values. */
  sms: {
    phone_code: 'Baobab Jobs : votre code de vérification est {{code}}. Il expire dans {{minutes}} minutes.',
    alert: 'Baobab Jobs, nouvelles offres « {{search}} » :\n{{jobs}}\nSTOP pour ne plus rien recevoir',
    application_status: 'Baobab Jobs : votre candidature « {{title}} » chez {{company}} : {{status}}. {{link}}',
    chat_answer: 'Baobab Jobs : nouveau message de {{company}}. Lisez-le : {{link}}',
  },
};
export type ServerTexts = typeof serverFr;
