/**
 * The French messages a job list shows, a chunk of their own: a page with only a list downloads
 * these, not the whole catalogue (which spreads them in).
 */
export const frLists = {
  jobs: {
    search_placeholder: 'Métier, entreprise, mot-clé…',
    search: 'Rechercher',
    search_label: 'Rechercher une offre',
    domains: "Secteurs d'activité",
    clear: 'Effacer les filtres',
    load_more: "Voir plus d'offres",
    count_one: '{{count}} offre',
    count_other: '{{count}} offres',
    cta_title: 'Vous ne trouvez pas votre bonheur ?',
    cta_text: 'Déposez une candidature spontanée auprès de nos entreprises partenaires.',
    cta_button: 'Voir les entreprises',
    published_on: 'Publiée le {{date}}',
    apply: 'Postuler',
    closed_badge: 'Clôturée',
    remote: { onsite: 'Sur site', hybrid: 'Hybride', remote: 'Télétravail' },
    contract_types: {
      CDI: 'CDI',
      CDD: 'CDD',
      STAGE: 'Stage',
      FREELANCE: 'Freelance',
      INTERIM: 'Intérim',
      ALTERNANCE: 'Alternance',
    },
  },
  /** A company's spontaneous application: on its page, and as its careers list's call-to-action. */
  spontaneous: {
    text: 'Aucune offre ne vous correspond ? Proposez votre candidature à {{name}}.',
    cta: 'Postuler spontanément',
  },
  common: {
    loading: 'Chargement…',
  },
  errors: {
    no_match: 'Aucune de nos offres ne correspond à votre recherche.',
  },
};
