/**
 * French mail texts. Only the server sends mail, so they live apart from the catalogue that
 * browsers download; `catalogues` joins them under `mail`.
 */
export const mailFr = {
  reset_subject: 'Réinitialisation de votre mot de passe',
  reset_body:
    'Bonjour {{firstName}},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure) :\n{{link}}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
  application_subject: 'Candidature envoyée : {{title}}',
  application_body:
    'Bonjour {{firstName}},\n\nVotre candidature « {{title}} » chez {{company}} a bien été envoyée. Suivez-la dans votre espace : {{link}}',
  newsletter_confirm_subject: 'Confirmez votre inscription à la newsletter Baobab Jobs',
  newsletter_confirm_body:
    "Pour recevoir nos meilleures offres chaque mois, confirmez votre inscription (lien valable {{days}} jours) :\n{{link}}\n\nSi vous n'avez rien demandé, ignorez ce message : vous ne serez pas inscrit.",
  newsletter_subject: 'Bienvenue dans la newsletter Baobab Jobs',
  newsletter_body: 'Vous recevrez nos meilleures offres chaque mois.\n\nSe désinscrire : {{link}}',
  alert_subject: 'Nouvelles offres pour votre alerte « {{search}} »',
  alert_body:
    'Bonjour {{firstName}},\n\nVoici les nouvelles offres de votre recherche « {{search}} » :\n\n{{jobs}}\n\nNe plus recevoir cette alerte : {{link}}',
  alert_any_search: 'toutes les offres',
  chat_answer_subject: '{{company}} a répondu à votre message',
  chat_answer_body:
    'Bonjour {{firstName}},\n\n{{company}} a répondu à votre message sur Baobab Jobs. Lisez sa réponse et continuez la discussion ici :\n{{link}}',
  recruiter_invite_subject: 'Votre accès à l’espace recruteur de {{company}} sur Baobab Jobs',
  recruiter_invite_body:
    'Bonjour,\n\nVous êtes invité(e) à publier les offres de {{company}} sur Baobab Jobs. Choisissez votre mot de passe avec ce lien (valable {{days}} jours, une seule fois) :\n{{link}}\n\nSi vous ne vous attendiez pas à ce message, ignorez-le.',
  contact_subject: 'Nouveau message de contact : {{subject}}',
  contact_body: 'Message de {{name}} <{{email}}> :\n\n{{message}}',
  application_status_subject: 'Votre candidature « {{title}} » : {{status}}',
  application_status_body:
    'Bonjour {{firstName}},\n\nVotre candidature « {{title}} » chez {{company}} a changé d’étape : {{status}}.\nSuivez-la dans votre espace : {{link}}',
  reply_interview_subject: 'Entretien pour le poste « {{title}} » chez {{company}}',
  reply_interview_body:
    'Bonjour {{firstName}},\n\nMerci pour votre candidature au poste « {{title}} ». Votre profil a retenu notre attention et nous aimerions vous rencontrer pour un entretien.\n\nPourriez-vous nous indiquer vos disponibilités dans les prochains jours ?\n\nBien cordialement,\n{{recruiter}}\n{{company}}',
  reply_rejection_subject: 'Votre candidature au poste « {{title}} » chez {{company}}',
  reply_rejection_body:
    'Bonjour {{firstName}},\n\nMerci de l’intérêt que vous portez à {{company}} et du temps consacré à votre candidature au poste « {{title}} ».\n\nAprès un examen attentif, nous ne donnerons pas suite cette fois-ci. Nous vous souhaitons de trouver rapidement le poste qui vous correspond.\n\nBien cordialement,\n{{recruiter}}\n{{company}}',
  reply_footer: '{{company}} vous a répondu sur Baobab Jobs. Retrouvez ce message avec votre candidature : {{link}}',
};

export type MailMessages = { [K in keyof typeof mailFr]: string };
