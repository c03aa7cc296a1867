/** The app's own words; the widgets bring theirs, in the language the app gives them. */
export const TEXTS = {
  fr: {
    subtitle: 'Vue + éléments Baobab',
    language: 'Langue',
    dark: 'Mode sombre',
    offers: 'Offres',
    offer: 'Offre',
    back: '← Toutes les offres',
    applied: (slug: string | null, id: string) => `Candidature envoyée pour ${slug ?? '—'} (n° ${id})`,
  },
  en: {
    subtitle: 'Vue + Baobab elements',
    language: 'Language',
    dark: 'Dark mode',
    offers: 'Jobs',
    offer: 'Job',
    back: '← All jobs',
    applied: (slug: string | null, id: string) => `Application sent for ${slug ?? '—'} (no. ${id})`,
  },
};

export type Lang = keyof typeof TEXTS;
