import type { Locale, Question } from '@baobab/core';

type Localized<T> = Record<Locale, T>;
interface QuestionTemplate extends Omit<Question, 'label' | 'options'> {
  label: Localized<string>;
  options?: Localized<string[]>;
}

/**
 * Three sets of extra application questions; taken in turn, they cover all nine field types of
 * core FIELD_TYPES, so the apply form meets every type in the demo data.
 */
const QUESTION_SETS: readonly (readonly QuestionTemplate[])[] = [
  [
    {
      id: 'education_level',
      type: 'select',
      required: true,
      label: { fr: 'Niveau d’études', en: 'Education level' },
      options: {
        fr: ['Bac', 'Bac+2', 'Bac+3', 'Bac+5', 'Doctorat'],
        en: ['High school', 'Associate degree', 'Bachelor’s degree', 'Master’s degree', 'PhD'],
      },
    },
    {
      id: 'current_position',
      type: 'inputText',
      required: false,
      label: { fr: 'Poste actuel', en: 'Current position' },
    },
    {
      id: 'years_experience',
      type: 'inputNumber',
      required: true,
      label: { fr: 'Années d’expérience', en: 'Years of experience' },
      min: 0,
      max: 50,
    },
  ],
  [
    {
      id: 'availability',
      type: 'inputRadio',
      required: true,
      label: { fr: 'Disponibilité', en: 'Availability' },
      options: {
        fr: ['Immédiate', 'Sous un mois', 'Sous trois mois'],
        en: ['Immediately', 'Within a month', 'Within three months'],
      },
    },
    {
      id: 'start_date',
      type: 'inputDate',
      required: false,
      label: { fr: 'Date de début souhaitée', en: 'Preferred start date' },
    },
    {
      id: 'motivation',
      type: 'inputTextarea',
      required: true,
      label: { fr: 'Pourquoi ce poste vous intéresse-t-il ?', en: 'Why does this position interest you?' },
      max: 2000,
    },
    {
      id: 'languages',
      type: 'inputCheckbox',
      required: false,
      label: { fr: 'Langues parlées', en: 'Languages spoken' },
      options: { fr: ['Français', 'Anglais', 'Arabe', 'Wolof'], en: ['French', 'English', 'Arabic', 'Wolof'] },
    },
  ],
  [
    {
      id: 'preferred_city',
      type: 'inputSelect',
      required: false,
      label: { fr: 'Ville souhaitée', en: 'Preferred city' },
      options: {
        fr: ['Dakar', 'Abidjan', 'Douala', 'Cotonou', 'Casablanca'],
        en: ['Dakar', 'Abidjan', 'Douala', 'Cotonou', 'Casablanca'],
      },
    },
    {
      id: 'portfolio',
      type: 'inputFile',
      required: false,
      label: { fr: 'Portfolio ou diplôme (PDF)', en: 'Portfolio or diploma (PDF)' },
    },
    {
      id: 'mobility',
      type: 'inputCheckbox',
      required: true,
      label: { fr: 'Je suis prêt(e) à me déplacer dans la région', en: 'I am willing to travel within the region' },
    },
  ],
];

/** The n-th set of questions (taken in turn), in the job's language. */
export function questionSet(n: number, lang: Locale): Question[] {
  const set = QUESTION_SETS[n % QUESTION_SETS.length] ?? [];
  return set.map(({ label, options, ...rest }) => ({
    ...rest,
    label: label[lang],
    ...(options && { options: options[lang] }),
  }));
}
