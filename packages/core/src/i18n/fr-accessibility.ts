/**
 * The accessibility statement (board pages /accessibilite and /en/accessibility), on the French
 * model statement's plan; loaded by that page only (load-accessibility). Criterion numbers are
 * RGAA 4.1's; the list of non-conformities follows docs/accessibility/rgaa-grid.json (a test
 * checks that both name the same criteria).
 */
export const frAccessibility = {
  accessibility: {
    title: 'Déclaration d’accessibilité',
    description:
      'État de conformité de Baobab Jobs et de ses widgets au RGAA 4.1, contenus non accessibles, contact et voies de recours.',
    commitment:
      'Baobab Jobs s’engage à rendre son site et ses widgets accessibles, conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005.',
    scope:
      'Cette déclaration s’applique au site Baobab Jobs et aux widgets Baobab Jobs (offres, offre, entreprises, page entreprise, connexion, lettre d’information) que nos partenaires intègrent à leurs pages.',
    state_title: 'État de conformité',
    state_board:
      'Le site Baobab Jobs est {{level}} avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.',
    state_widgets: 'Les widgets Baobab Jobs sont {{level}} avec le RGAA, version 4.1.',
    levels: {
      full: 'totalement conforme',
      partial: 'partiellement conforme',
      none: 'non conforme',
    },
    results_title: 'Résultats des tests',
    results_board:
      'L’audit de conformité réalisé par notre équipe révèle que {{rate}} % des critères du RGAA 4.1 applicables sont respectés par le site.',
    results_widgets: 'Pour les widgets, {{rate}} % des critères applicables sont respectés.',
    results_grid:
      'La grille d’audit, critère par critère, est publiée avec le code source (docs/accessibility/rgaa-grid.md).',
    inaccessible_title: 'Contenus non accessibles',
    non_conforming_title: 'Non-conformités',
    non_conforming_intro: 'Les contenus listés ci-dessous ne sont pas accessibles pour les raisons suivantes :',
    non_conforming: [
      'Critère 13.3 (site et widgets) : le CV en PDF créé avec l’outil « Créer mon CV » n’est pas un PDF balisé (il a un titre et une langue, mais ni structure ni ordre de lecture déclarés) ; sa version accessible est le formulaire lui-même, dont les informations restent consultables dans l’espace candidat.',
    ],
    derogations_title: 'Dérogations pour charge disproportionnée',
    derogations: 'Aucune.',
    exempt_title: 'Contenus non soumis à l’obligation d’accessibilité',
    exempt: [
      'Les textes des offres et des présentations d’entreprises rédigés par les recruteurs (contenus de tiers que nous ne finançons ni ne produisons) : nous en garantissons la structure, la langue et la lisibilité, pas la rédaction.',
      'Les CV et pièces jointes envoyés par les candidats aux recruteurs.',
    ],
    method_title: 'Établissement de cette déclaration',
    method_date: 'Cette déclaration a été établie le {{date}}.',
    tech_title: 'Technologies utilisées pour la réalisation',
    tech: ['HTML5', 'CSS', 'JavaScript', 'WAI-ARIA'],
    env_title: 'Environnement de test',
    env: [
      'Chromium (Debian) piloté par Playwright, sous Linux, en 375 px et 1280 px, thèmes clair, sombre et gouvernemental',
      'Arbre d’accessibilité de Chromium (ce que lisent les lecteurs d’écran) ; aucun lecteur d’écran (NVDA, VoiceOver) n’a encore été utilisé pour cet audit',
    ],
    tools_title: 'Outils pour évaluer l’accessibilité',
    tools: [
      'axe-core, sur chaque page et dans les racines fantômes (shadow DOM) des widgets',
      'Tests de navigation au clavier, de zoom à 200 %, de largeur de 320 px et d’espacement du texte (Playwright)',
      'Lecture du code et vérifications manuelles décrites dans la grille',
    ],
    pages_title: 'Pages du site ayant fait l’objet de la vérification de conformité',
    pages: [
      'Accueil',
      'Offres d’emploi',
      'Une offre d’emploi et son formulaire de candidature',
      'Entreprises',
      'Une page entreprise (présentation, offres, publications, messagerie)',
      'Médias et un article',
      'Contact',
      'Mentions légales',
      'Mon profil (espace candidat)',
      'Déclaration d’accessibilité',
    ],
    feedback_title: 'Retour d’information et contact',
    feedback:
      'Si vous n’arrivez pas à accéder à un contenu ou à un service, contactez-nous pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme.',
    feedback_link: 'Nous écrire par le formulaire de contact',
    recourse_title: 'Voies de recours',
    recourse_intro:
      'Si vous nous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez :',
    recourse: [
      { text: 'écrire un message au Défenseur des droits', href: 'https://formulaire.defenseurdesdroits.fr/' },
      {
        text: 'contacter le délégué du Défenseur des droits dans votre région',
        href: 'https://www.defenseurdesdroits.fr/saisir/delegues',
      },
      {
        text: 'envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07',
        href: '',
      },
    ],
    partners_title: 'Pour nos partenaires : les widgets dans votre déclaration',
    partners_intro:
      'Vous intégrez nos widgets à vos pages : votre déclaration d’accessibilité couvre aussi ce qu’ils affichent. Vous pouvez reprendre le texte ci-dessous dans la vôtre.',
    partners_text: [
      'Les offres d’emploi, les pages entreprises, la connexion et l’inscription à la lettre d’information de ces pages sont fournies par les widgets Baobab Jobs.',
      'Selon l’audit de Baobab Jobs du {{date}} (RGAA 4.1), ces widgets respectent {{rate}} % des critères applicables ; ils sont {{level}}.',
      'Leurs non-conformités connues et leur grille d’audit sont publiées dans la déclaration d’accessibilité de Baobab Jobs : {{url}}',
    ],
  },
};
export type AccessibilityMessages = typeof frAccessibility;
