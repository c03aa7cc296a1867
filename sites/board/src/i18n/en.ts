import type { SiteMessages } from './fr';

/** The host site's own English texts. */
export const siteEn: SiteMessages = {
  meta: {
    site_name: 'Baobab Jobs',
    default_description:
      "Job offers and hiring companies in French-speaking Africa: Senegal, Côte d'Ivoire, Cameroon, Congo, Benin, Morocco.",
    home_title: 'Baobab Jobs — Jobs in French-speaking Africa',
    location_title: 'Jobs in {{country}}',
    location_description: 'Open positions in {{country}} on Baobab Jobs.',
    job_title: '{{title}} — {{company}}',
    company_title: '{{name}}: jobs and overview',
    career_title: 'Careers at {{name}}',
    medias_title: 'Medias',
    medias_description: 'Articles, publications and interviews about jobs and careers in Africa.',
    profile_title: 'My space',
    not_found_title: 'Page not found',
    error_title: 'Error',
  },
  company: {
    perks: 'What we offer',
    life_at: 'Life at {{name}}',
    show_photo: 'Show the photo',
    show_photo_weight: 'Show the photo ({{weight}})',
    photo_failed: 'The photo did not load.',
    photo_size: '{{width}} × {{height}} px',
    see_jobs: 'See the offers',
    latest_publications: 'Latest publications',
  },
  job: {
    open_jobs: 'Open positions',
    company_page: 'About the company',
    company_jobs: 'All its offers',
    similar: 'Similar offers',
  },
  home: {
    hero_title: 'Find your next job in French-speaking Africa',
    stat_jobs_one: 'open position',
    stat_jobs_other: 'open positions',
    stat_companies_one: 'company hiring',
    stat_companies_other: 'companies hiring',
    popular_domains: 'Sectors that are hiring',
    countries: 'Jobs by country',
    partners: 'Hiring on Baobab Jobs',
    all_companies: 'All companies',
    latest: 'Latest offers',
  },
  nav: {
    unread_messages_one: '{{count}} unread message',
    unread_messages_other: '{{count}} unread messages',
    main: 'Main navigation',
    account: 'My account',
    open_menu: 'Open the menu',
    language: 'Language',
    switch_to: 'Français',
    color_mode: 'Appearance',
    color_modes: { system: 'System', light: 'Light', dark: 'Dark' },
    new_tab: '(new tab)',
    skip: 'Skip to content',
    home_link: ', home',
  },
  footer: {
    social: { linkedin: 'LinkedIn', facebook: 'Facebook', x: 'X', instagram: 'Instagram' },
    rights: '© {{year}} Baobab Jobs',
    gouv_credit: 'With the Ministry of Employment',
    accessibility: {
      full: 'Accessibility: fully compliant',
      partial: 'Accessibility: partially compliant',
      none: 'Accessibility: not compliant',
    },
  },
  lists: {
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{pages}}',
    no_jobs_location: 'No offer published in this country yet.',
    read_more: 'Read more',
  },
  profile: {
    greeting: 'Hello {{name}}',
    tabs_label: 'Sections of my space',
    tab_profile: 'My profile',
    first_name: 'First name(s)',
    last_name: 'Last name',
    phone: 'Phone',
    saved: 'Your information has been saved.',
    applied_to: '{{title}} — {{company}}',
    data_title: 'My data',
    data_text:
      'Download everything Baobab Jobs keeps about you (profile, CVs, applications, messages) as one archive, or delete your account.',
    data_export: 'Download my data',
    data_delete: 'Delete my account',
    data_delete_confirm:
      'Delete your account for good? Your CVs and messages will be erased and your applications anonymised.',
    security_title: 'Password and sessions',
    current_password: 'Current password',
    new_password: 'New password',
    change_password: 'Change my password',
    logout_everywhere: 'Sign out on every device',
    logout_everywhere_text: 'A lost phone, a shared computer: end every session of your account, this one included.',
  },
  pages: {
    about: {
      title: 'About',
      body: [
        'Baobab Jobs brings together candidates and the companies hiring in French-speaking Africa.',
        'Our offers come straight from recruiters; we check every partner company before it goes online.',
        'The site is built for phones and slow connections: every page arrives ready to read.',
      ],
    },
    concept: {
      title: 'The concept',
      body: [
        'One account to apply everywhere: your PDF CV, your letters and the follow-up of your applications.',
        'Companies present their culture, their jobs and their offers on their page.',
        'The same offers are published on our partners’ careers sites through our widgets.',
      ],
    },
    cgu: {
      title: 'Terms of use',
      body: [
        'Using the site is free for candidates. An account is needed to apply.',
        'Candidates guarantee that the information and documents they send are accurate. A sent application cannot be edited.',
        'Baobab Jobs may suspend an account used fraudulently or against these terms.',
      ],
    },
    mentions: {
      title: 'Legal notice',
      body: [
        'Publisher: Baobab Jobs SAS, Dakar (Senegal).',
        'Publication director: the legal representative of Baobab Jobs.',
        'Hosting: on servers chosen by the publisher; reach us through the Contact page.',
      ],
    },
    confidentialite: {
      title: 'Privacy policy',
      body: [
        'Your CVs and letters are visible only to you and to the companies you send them to.',
        'Your data is used to run your account and your applications; it is never sold.',
        'You can delete your documents at any time from your space, and your account yourself from My profile (the “Delete my account” button): everything is erased, no request needed.',
      ],
      sections: {
        consentement: {
          title: 'Consent form',
          body: [
            'By sending an application, you consent to Baobab Jobs passing on your name, contact details, CV, letter, message and answers to its questions to the company you chose.',
            'The company uses them only to consider your application and to contact you. You follow its progress in My applications.',
          ],
        },
        conservation: {
          title: 'How long the company keeps your data',
          body: [
            'You agree that the company keeps your application and its documents while it considers it and, where relevant, to offer you another position.',
            'An application is erased automatically at the end of the retention period Baobab Jobs sets, and at once if you delete your account.',
          ],
        },
      },
    },
    faq: { title: 'Frequently asked questions' },
  },
  faq_questions: {
    cv_format: 'Which CV format is accepted?',
    no_edit: 'Can I edit an application?',
    mandatory: 'Which fields must I fill in?',
    external: 'Why am I sent to another site?',
    spontaneous: 'How do I send a spontaneous application?',
    withdrawn: 'An offer disappeared, why?',
    newsletter: 'How do I unsubscribe from the newsletter?',
    never_pay: 'Do I have to pay to apply?',
  },
};
