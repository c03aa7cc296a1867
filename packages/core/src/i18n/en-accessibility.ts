import type { AccessibilityMessages } from './fr-accessibility';

export const enAccessibility: AccessibilityMessages = {
  accessibility: {
    title: 'Accessibility statement',
    description:
      'How far Baobab Jobs and its widgets conform to RGAA 4.1, what is not accessible yet, how to reach us and where to appeal.',
    commitment:
      'Baobab Jobs is committed to making its site and its widgets accessible, in accordance with article 47 of French law no. 2005-102 of 11 February 2005.',
    scope:
      'This statement covers the Baobab Jobs site and the Baobab Jobs widgets (job list, job offer, companies, company page, sign-in, newsletter) that our partners embed in their pages.',
    state_title: 'Compliance status',
    state_board: 'The Baobab Jobs site is {{level}} with the French accessibility framework RGAA, version 4.1.',
    state_widgets: 'The Baobab Jobs widgets are {{level}} with RGAA, version 4.1.',
    levels: {
      full: 'fully compliant',
      partial: 'partially compliant',
      none: 'not compliant',
    },
    results_title: 'Test results',
    results_board:
      'The compliance audit carried out by our team shows that the site meets {{rate}} % of the applicable RGAA 4.1 criteria.',
    results_widgets: 'The widgets meet {{rate}} % of the applicable criteria.',
    results_grid:
      'The audit grid, criterion by criterion, is published with the source code (docs/accessibility/rgaa-grid.md).',
    inaccessible_title: 'Non-accessible content',
    non_conforming_title: 'Non-compliance',
    non_conforming_intro: 'The content listed below is not accessible, for the following reasons:',
    non_conforming: [
      'Criterion 13.3 (site and widgets): the PDF CV made with “Create my CV” is not a tagged PDF (it has a title and a language, but no declared structure or reading order); its accessible version is the form itself, whose information stays readable in the candidate’s space.',
    ],
    derogations_title: 'Exemptions for disproportionate burden',
    derogations: 'None.',
    exempt_title: 'Content not subject to the accessibility obligation',
    exempt: [
      'The text of job offers and company presentations written by recruiters (third-party content we neither fund nor produce): we ensure its structure, language and legibility, not its wording.',
      'CVs and attachments sent by candidates to recruiters.',
    ],
    method_title: 'Preparation of this statement',
    method_date: 'This statement was drawn up on {{date}}.',
    tech_title: 'Technologies used',
    tech: ['HTML5', 'CSS', 'JavaScript', 'WAI-ARIA'],
    env_title: 'Test environment',
    env: [
      'Chromium (Debian) driven by Playwright, on Linux, at 375 px and 1280 px, light, dark and government themes',
      'Chromium’s accessibility tree (what screen readers read); no screen reader (NVDA, VoiceOver) has been used for this audit yet',
    ],
    tools_title: 'Tools used to assess accessibility',
    tools: [
      'axe-core, on every page and inside the widgets’ shadow roots',
      'Keyboard navigation, 200 % zoom, 320 px width and text spacing tests (Playwright)',
      'Code review and the manual checks written in the grid',
    ],
    pages_title: 'Pages of the site checked for compliance',
    pages: [
      'Home',
      'Job offers',
      'A job offer and its application form',
      'Companies',
      'A company page (presentation, offers, publications, messages)',
      'Media and an article',
      'Contact',
      'Legal notice',
      'My profile (candidate space)',
      'Accessibility statement',
    ],
    feedback_title: 'Feedback and contact',
    feedback:
      'If you cannot reach a piece of content or a service, contact us: we will point you to an accessible alternative or send you the content in another form.',
    feedback_link: 'Write to us through the contact form',
    recourse_title: 'Appeals',
    recourse_intro:
      'If you reported an accessibility defect that keeps you from content or a service and did not get a satisfactory answer, you may:',
    recourse: [
      {
        text: 'write to the Défenseur des droits (French rights ombudsman)',
        href: 'https://formulaire.defenseurdesdroits.fr/',
      },
      {
        text: 'contact the Défenseur des droits delegate in your region',
        href: 'https://www.defenseurdesdroits.fr/saisir/delegues',
      },
      {
        text: 'send a letter by post (free of charge, no stamp needed): Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07',
        href: '',
      },
    ],
    partners_title: 'For our partners: the widgets in your statement',
    partners_intro:
      'You embed our widgets in your pages, so your accessibility statement covers what they show too. You may copy the text below into yours.',
    partners_text: [
      'The job offers, company pages, sign-in and newsletter sign-up on these pages are provided by the Baobab Jobs widgets.',
      'According to Baobab Jobs’ audit of {{date}} (RGAA 4.1), these widgets meet {{rate}} % of the applicable criteria; they are {{level}}.',
      'Their known non-compliances and their audit grid are published in the Baobab Jobs accessibility statement: {{url}}',
    ],
  },
};
