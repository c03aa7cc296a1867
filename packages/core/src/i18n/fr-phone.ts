/** The phone part of /profil (widgets profile/phone), loaded with it only: no other page carries these texts. */
export const frPhone = {
  phone: {
    title: 'Mon téléphone',
    intro: 'Recevez vos alertes et les nouvelles de vos candidatures par WhatsApp ou SMS.',
    country: 'Pays',
    other_country: 'Autre pays (numéro avec +indicatif)',
    number: 'Numéro de téléphone',
    channel: 'Recevoir le code par',
    whatsapp: 'WhatsApp',
    sms: 'SMS',
    email: 'Email',
    send: 'Recevoir un code',
    sending: 'Envoi…',
    code_sent: 'Code envoyé au {{phone}} par {{channel}}. Il expire dans {{minutes}} minutes.',
    code: 'Code à 6 chiffres',
    confirm: 'Vérifier',
    new_code: 'Demander un nouveau code',
    verified: 'Numéro vérifié : {{phone}}',
    verified_now: 'Votre numéro {{phone}} est vérifié.',
    change: 'Changer de numéro',
    remove: 'Supprimer le numéro',
    removed: 'Votre numéro a été supprimé.',
    cancel: 'Annuler',
    channels_title: 'Comment vous prévenir',
    kinds: {
      alert: 'Alertes emploi (chaque jour, 3 offres au plus)',
      application_status: 'Suivi de mes candidatures',
      chat_answer: 'Réponses des entreprises',
    },
    save_channels: 'Enregistrer mes choix',
    channels_saved: 'Vos choix sont enregistrés.',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type PhoneMessages = Texts<typeof frPhone>;
