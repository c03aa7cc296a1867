/**
 * The host site's own French texts (page titles, descriptions, static pages). Widget and shared
 * messages stay in @baobab/core; these live here so the widgets' CDN bundle never carries them.
 * A new page's own words go in its page module instead, both languages together (page-texts.ts).
 */
export const siteFr = {
  meta: {
    site_name: 'Baobab Jobs',
    default_description:
      "Offres d'emploi et entreprises qui recrutent en Afrique francophone : Sénégal, Côte d'Ivoire, Cameroun, Congo, Bénin, Maroc.",
    home_title: "Baobab Jobs — L'emploi en Afrique francophone",
    location_title: 'Emploi {{country}}',
    location_description: "Les offres d'emploi à pourvoir en {{country}} sur Baobab Jobs.",
    job_title: '{{title}} — {{company}}',
    company_title: '{{name}} : offres et présentation',
    career_title: 'Carrières chez {{name}}',
    medias_title: 'Médias',
    medias_description: 'Articles, publications et interviews sur l’emploi et les carrières en Afrique.',
    profile_title: 'Mon espace',
    not_found_title: 'Page introuvable',
    error_title: 'Erreur',
  },
  company: {
    perks: 'Ce que nous offrons',
    life_at: 'La vie chez {{name}}',
    show_photo: 'Afficher la photo',
    show_photo_weight: 'Afficher la photo ({{weight}})',
    photo_failed: 'La photo n’a pas pu être chargée.',
    photo_size: '{{width}} × {{height}} px',
    see_jobs: 'Voir les offres',
    latest_publications: 'Dernières publications',
  },
  job: {
    open_jobs: 'Offres ouvertes',
    company_page: 'Voir l’entreprise',
    company_jobs: 'Toutes ses offres',
    similar: 'Offres similaires',
  },
  home: {
    hero_title: 'Trouvez votre prochain emploi en Afrique francophone',
    stat_jobs_one: 'offre en ligne',
    stat_jobs_other: 'offres en ligne',
    stat_companies_one: 'entreprise qui recrute',
    stat_companies_other: 'entreprises qui recrutent',
    popular_domains: 'Les secteurs qui recrutent',
    countries: 'Les offres par pays',
    partners: 'Ils recrutent sur Baobab Jobs',
    all_companies: 'Toutes les entreprises',
    latest: 'Dernières offres',
  },
  nav: {
    unread_messages_one: '{{count}} message non lu',
    unread_messages_other: '{{count}} messages non lus',
    main: 'Navigation principale',
    account: 'Mon compte',
    open_menu: 'Ouvrir le menu',
    language: 'Langue',
    switch_to: 'English',
    color_mode: 'Apparence',
    color_modes: { system: 'Système', light: 'Clair', dark: 'Sombre' },
    new_tab: '(nouvel onglet)',
    skip: 'Aller au contenu',
    home_link: ', accueil',
  },
  footer: {
    social: { linkedin: 'LinkedIn', facebook: 'Facebook', x: 'X', instagram: 'Instagram' },
    rights: '© {{year}} Baobab Jobs',
    gouv_credit: 'Avec le ministère de l’Emploi',
    // The mention French law asks of every page, by conformance level (core's conformanceLevel).
    accessibility: {
      full: 'Accessibilité : totalement conforme',
      partial: 'Accessibilité : partiellement conforme',
      none: 'Accessibilité : non conforme',
    },
  },
  lists: {
    previous: 'Page précédente',
    next: 'Page suivante',
    page: 'Page {{page}} sur {{pages}}',
    no_jobs_location: 'Aucune offre publiée dans ce pays pour le moment.',
    read_more: 'Lire la suite',
  },
  profile: {
    greeting: 'Bonjour {{name}}',
    tabs_label: 'Rubriques de mon espace',
    tab_profile: 'Mon profil',
    first_name: 'Prénom(s)',
    last_name: 'Nom',
    phone: 'Téléphone',
    saved: 'Vos informations ont été enregistrées.',
    applied_to: '{{title}} — {{company}}',
    data_title: 'Mes données',
    data_text:
      'Téléchargez tout ce que Baobab Jobs garde sur vous (profil, CV, candidatures, messages) en une archive, ou supprimez votre compte.',
    data_export: 'Télécharger mes données',
    data_delete: 'Supprimer mon compte',
    data_delete_confirm:
      'Supprimer définitivement votre compte ? Vos CV et messages seront effacés et vos candidatures anonymisées.',
    security_title: 'Mot de passe et sessions',
    current_password: 'Mot de passe actuel',
    new_password: 'Nouveau mot de passe',
    change_password: 'Changer mon mot de passe',
    logout_everywhere: 'Me déconnecter sur tous mes appareils',
    logout_everywhere_text:
      'Un téléphone perdu, un ordinateur partagé : fermez toutes les sessions de votre compte, celle-ci comprise.',
  },
  pages: {
    about: {
      title: 'À propos',
      body: [
        'Baobab Jobs réunit les candidats et les entreprises qui recrutent en Afrique francophone.',
        'Nos offres viennent directement des recruteurs ; nous vérifions chaque entreprise partenaire avant sa mise en ligne.',
        'Le site est pensé pour les téléphones et les connexions lentes : chaque page arrive prête à lire.',
      ],
    },
    concept: {
      title: 'Le concept',
      body: [
        'Un seul compte pour postuler partout : votre CV PDF, vos lettres et le suivi de vos candidatures.',
        'Les entreprises présentent leur culture, leurs métiers et leurs offres sur leur page.',
        'Les mêmes offres sont publiées sur les sites carrière de nos partenaires grâce à nos widgets.',
      ],
    },
    cgu: {
      title: "Conditions générales d'utilisation",
      body: [
        'L’utilisation du site est gratuite pour les candidats. La création d’un compte est nécessaire pour postuler.',
        'Le candidat garantit l’exactitude des informations et documents qu’il transmet. Une candidature envoyée ne peut plus être modifiée.',
        'Baobab Jobs peut suspendre un compte en cas d’usage frauduleux ou contraire à ces conditions.',
      ],
    },
    mentions: {
      title: 'Mentions légales',
      body: [
        'Éditeur : Baobab Jobs SAS, Dakar (Sénégal).',
        'Directeur de la publication : le représentant légal de Baobab Jobs.',
        'Hébergement : sur les serveurs choisis par l’éditeur ; contact via la page Contact.',
      ],
    },
    confidentialite: {
      title: 'Politique de confidentialité',
      body: [
        'Vos CV et lettres ne sont visibles que par vous et par les entreprises auxquelles vous les envoyez.',
        'Vos données servent à gérer votre compte et vos candidatures ; elles ne sont jamais vendues.',
        'Vous pouvez supprimer vos documents à tout moment depuis votre espace, et votre compte vous-même depuis Mon profil (bouton « Supprimer mon compte ») : tout est effacé sans demande à faire.',
      ],
      sections: {
        consentement: {
          title: 'Formulaire de consentement',
          body: [
            'En envoyant une candidature, vous consentez à ce que Baobab Jobs transmette à l’entreprise choisie votre nom, vos coordonnées, votre CV, votre lettre, votre message et vos réponses à ses questions.',
            'L’entreprise s’en sert uniquement pour étudier votre candidature et vous recontacter. Vous suivez son avancement dans Mes candidatures.',
          ],
        },
        conservation: {
          title: 'Conservation de vos données par l’entreprise',
          body: [
            'Vous acceptez que l’entreprise garde votre candidature et ses documents le temps de la traiter et de vous proposer, le cas échéant, un autre poste.',
            'Une candidature est effacée automatiquement au terme de la durée de conservation fixée par Baobab Jobs, et aussitôt si vous supprimez votre compte.',
          ],
        },
      },
    },
    faq: { title: 'Questions fréquentes' },
  },
  faq_questions: {
    cv_format: 'Quel format de CV est accepté ?',
    no_edit: 'Puis-je modifier une candidature ?',
    mandatory: 'Quels champs dois-je remplir ?',
    external: 'Pourquoi suis-je redirigé vers un autre site ?',
    spontaneous: 'Comment envoyer une candidature spontanée ?',
    withdrawn: 'Une offre a disparu, pourquoi ?',
    newsletter: 'Comment me désabonner de la newsletter ?',
    never_pay: 'Dois-je payer pour postuler ?',
  },
};

/** The shape both site catalogues share (fr is the reference). */
export type SiteMessages = typeof siteFr;
