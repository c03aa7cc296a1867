/**
 * The report dialog's texts (widgets job-detail/report), loaded when it first opens (load-report):
 * most readers never report, so the job detail's first load does not carry them.
 */
export const frReport = {
  report: {
    intro: 'Dites-nous ce qui ne va pas : notre équipe vérifie chaque offre signalée.',
    reason: 'Motif',
    reasons: {
      payment: 'On demande de payer (frais, Mobile Money…)',
      fake: 'Offre fausse ou entreprise inexistante',
      misleading: 'Informations trompeuses',
      offensive: 'Contenu choquant ou discriminatoire',
      other: 'Autre raison',
    },
    details: 'Précisions (facultatif)',
    submit: 'Envoyer le signalement',
    sent: 'Merci : votre signalement a bien été envoyé.',
  },
};
export type ReportMessages = typeof frReport;
