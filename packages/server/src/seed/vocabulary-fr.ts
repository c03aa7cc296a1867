import { inSentence, sentenceList, type Vocabulary } from './vocabulary';

const CONTRACTS = {
  CDI: 'en CDI',
  CDD: 'en CDD de 12 mois',
  STAGE: 'en stage de 6 mois',
  FREELANCE: 'en mission freelance',
  INTERIM: 'en intérim',
  ALTERNANCE: 'en alternance',
} as const;
const REMOTE = {
  onsite: 'Le poste est basé sur site',
  hybrid: 'Le poste est hybride, avec deux jours de télétravail par semaine',
  remote: 'Le poste est ouvert au télétravail complet',
} as const;

export const FRENCH: Vocabulary = {
  domains: {
    'informatique-telecoms': {
      titles: ['Développeur React', 'Développeur back-end Node.js', 'Ingénieur réseaux et télécoms', 'Administrateur systèmes Linux', 'Data analyst', 'Chef de projet digital'],
      missions: ['Concevoir et développer de nouvelles fonctionnalités', 'Participer aux revues de code et à la qualité logicielle', 'Assurer la disponibilité des services en production', 'Rédiger la documentation technique', 'Accompagner les équipes métier dans leurs besoins numériques'],
      studies: 'informatique ou télécommunications',
      skills: ['TypeScript', 'Git', 'SQL', 'les méthodes agiles', 'le cloud'],
    },
    'banque-finance': {
      titles: ['Chargé de clientèle', 'Analyste crédit', 'Conseiller financier', 'Responsable conformité', 'Chargé de recouvrement'],
      missions: ['Gérer et développer un portefeuille de clients particuliers et professionnels', 'Analyser les demandes de financement', 'Veiller au respect des règles de conformité', 'Proposer des produits d’épargne et de crédit adaptés', 'Suivre les indicateurs de risque de l’agence'],
      studies: 'finance, banque ou économie',
      skills: ['l’analyse financière', 'la relation client', 'Excel', 'la réglementation bancaire UEMOA'],
    },
    'btp-genie-civil': {
      titles: ['Ingénieur génie civil', 'Conducteur de travaux', 'Chef de chantier', 'Technicien topographe', 'Métreur économiste'],
      missions: ['Piloter l’exécution des travaux dans le respect des délais', 'Encadrer les équipes et les sous-traitants sur le chantier', 'Contrôler la qualité des ouvrages et la sécurité', 'Établir les métrés et suivre le budget', 'Rédiger les rapports d’avancement'],
      studies: 'génie civil',
      skills: ['AutoCAD', 'la lecture de plans', 'la gestion de chantier', 'les normes de sécurité'],
    },
    'commercial-vente': {
      titles: ['Commercial terrain', 'Responsable des ventes', 'Attaché commercial', 'Key account manager', 'Téléconseiller'],
      missions: ['Prospecter de nouveaux clients sur votre secteur', 'Négocier et conclure les ventes', 'Fidéliser le portefeuille existant', 'Remonter les informations du marché', 'Atteindre les objectifs de chiffre d’affaires'],
      studies: 'commerce ou marketing',
      skills: ['la négociation', 'un CRM', 'la prospection', 'l’aisance relationnelle'],
    },
    'marketing-communication': {
      titles: ['Chargé de communication', 'Community manager', 'Responsable marketing digital', 'Graphiste', 'Chef de produit'],
      missions: ['Élaborer le plan de communication annuel', 'Animer les réseaux sociaux de la marque', 'Piloter les campagnes publicitaires', 'Créer des contenus éditoriaux et visuels', 'Mesurer la performance des actions menées'],
      studies: 'communication ou marketing',
      skills: ['les réseaux sociaux', 'la suite Adobe', 'la rédaction', 'Google Analytics'],
    },
    'comptabilite-audit': {
      titles: ['Comptable', 'Comptable fournisseurs', 'Auditeur interne', 'Contrôleur de gestion', 'Trésorier'],
      missions: ['Tenir la comptabilité générale et analytique', 'Préparer les déclarations fiscales et sociales', 'Participer aux clôtures mensuelles et annuelles', 'Réaliser des missions d’audit interne', 'Produire les tableaux de bord de gestion'],
      studies: 'comptabilité, finance ou audit',
      skills: ['le référentiel SYSCOHADA', 'Sage', 'Excel', 'la fiscalité'],
    },
    'ressources-humaines': {
      titles: ['Chargé de recrutement', 'Responsable des ressources humaines', 'Gestionnaire de paie', 'Chargé de formation', 'Assistant RH'],
      missions: ['Piloter les processus de recrutement', 'Gérer la paie et l’administration du personnel', 'Construire le plan de formation', 'Accompagner les managers au quotidien', 'Veiller au respect du droit du travail'],
      studies: 'ressources humaines ou droit social',
      skills: ['le droit du travail', 'les entretiens de recrutement', 'un SIRH', 'l’écoute'],
    },
    sante: {
      titles: ['Infirmier diplômé d’État', 'Médecin généraliste', 'Pharmacien', 'Sage-femme', 'Délégué médical'],
      missions: ['Assurer la prise en charge des patients', 'Participer aux campagnes de santé publique', 'Tenir à jour les dossiers médicaux', 'Gérer les stocks de médicaments', 'Travailler en lien avec les équipes pluridisciplinaires'],
      studies: 'médecine, pharmacie ou soins infirmiers',
      skills: ['les protocoles de soins', 'l’hygiène hospitalière', 'l’empathie', 'la gestion des urgences'],
    },
    'agriculture-agroalimentaire': {
      titles: ['Ingénieur agronome', 'Responsable qualité agroalimentaire', 'Technicien agricole', 'Chef de production', 'Responsable d’exploitation'],
      missions: ['Superviser les cultures et les récoltes', 'Mettre en œuvre les normes d’hygiène et de qualité', 'Former et encadrer les producteurs', 'Optimiser les rendements de production', 'Suivre la chaîne d’approvisionnement'],
      studies: 'agronomie ou industrie agroalimentaire',
      skills: ['les normes HACCP', 'l’irrigation', 'la gestion d’équipe', 'la traçabilité'],
    },
    'energie-mines': {
      titles: ['Ingénieur électricien', 'Technicien de maintenance solaire', 'Géologue', 'Responsable HSE', 'Ingénieur des mines'],
      missions: ['Assurer la maintenance des installations', 'Conduire les études techniques', 'Faire appliquer les règles d’hygiène, de sécurité et d’environnement', 'Planifier les interventions sur site', 'Analyser les données de production'],
      studies: 'électrotechnique, énergie ou géologie',
      skills: ['l’électricité industrielle', 'les énergies renouvelables', 'les normes HSE', 'la maintenance préventive'],
    },
    'logistique-transport': {
      titles: ['Responsable logistique', 'Gestionnaire de stock', 'Agent de transit', 'Chauffeur livreur', 'Supply chain manager'],
      missions: ['Organiser les flux de marchandises', 'Suivre les opérations de dédouanement', 'Optimiser les tournées de livraison', 'Gérer les inventaires de l’entrepôt', 'Négocier avec les transporteurs'],
      studies: 'logistique ou transport',
      skills: ['la gestion des stocks', 'les procédures douanières', 'un ERP', 'l’organisation'],
    },
    'education-formation': {
      titles: ['Enseignant de mathématiques', 'Formateur en informatique', 'Conseiller pédagogique', 'Directeur des études', 'Professeur d’anglais'],
      missions: ['Préparer et animer les cours', 'Évaluer la progression des apprenants', 'Concevoir des supports pédagogiques', 'Participer à la vie de l’établissement', 'Accompagner les élèves dans leur orientation'],
      studies: 'sciences de l’éducation ou dans la matière enseignée',
      skills: ['la pédagogie', 'la prise de parole', 'les outils numériques', 'la patience'],
    },
    'hotellerie-tourisme': {
      titles: ['Réceptionniste', 'Chef de cuisine', 'Gouvernante générale', 'Responsable de restaurant', 'Agent de voyage'],
      missions: ['Accueillir et conseiller la clientèle', 'Garantir la qualité du service', 'Gérer les réservations', 'Encadrer le personnel de salle et d’étage', 'Veiller à la satisfaction des clients'],
      studies: 'hôtellerie, restauration ou tourisme',
      skills: ['l’accueil', 'les logiciels de réservation', 'l’anglais', 'le sens du service'],
    },
    juridique: {
      titles: ['Juriste d’entreprise', 'Juriste droit des affaires', 'Assistant juridique', 'Responsable des affaires juridiques', 'Juriste fiscaliste'],
      missions: ['Rédiger et négocier les contrats', 'Conseiller les directions opérationnelles', 'Assurer la veille juridique', 'Gérer les contentieux avec les avocats', 'Suivre le secrétariat juridique des sociétés'],
      studies: 'droit des affaires',
      skills: ['le droit OHADA', 'la rédaction juridique', 'la négociation', 'la rigueur'],
    },
  },
  seniorTitle: (title) => `${title} senior`,
  juniorTitle: (title) => `${title} junior`,
  benefits: ['une rémunération attractive', 'une assurance maladie', 'des formations régulières', 'une prime de performance', 'un cadre de travail stimulant', 'des perspectives d’évolution'],
  description: (c) =>
    [
      `${c.company} recrute un(e) ${c.title} ${CONTRACTS[c.contractType]} pour son équipe de ${c.city} (${c.country}). ${REMOTE[c.remote]}.`,
      `Vos missions :\n${c.missions.map((m) => `- ${m}`).join('\n')}`,
      `Nous vous offrons ${sentenceList(c.benefits, 'et')}.`,
    ].join('\n\n'),
  profile: (c) =>
    `Diplômé(e) d’un Bac+${c.years >= 5 ? 5 : 3} en ${c.studies}, vous justifiez d’au moins ${c.years} an${c.years > 1 ? 's' : ''} d’expérience sur un poste similaire. Vous maîtrisez ${sentenceList(c.skills, 'et')}. Rigoureux(se) et autonome, vous parlez couramment français ; l’anglais est un atout.`,
  companyTagline: (domain, country) => `Acteur de référence en ${inSentence(domain)} (${country})`,
  companyDescription: (name, domains, cities, founded) =>
    [
      `Fondée en ${founded}, ${name} est une entreprise spécialisée en ${inSentence(domains)}, présente à ${cities}.`,
      'Nous plaçons l’humain au cœur de notre développement : nos équipes bénéficient de formations, d’un accompagnement personnalisé et de réelles perspectives d’évolution.',
      'Rejoindre notre équipe, c’est participer à la transformation économique du continent africain.',
    ].join('\n\n'),
};
