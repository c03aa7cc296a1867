import type { Locale } from '@baobab/core';
import type { Vocabulary } from './vocabulary';
import { ENGLISH } from './vocabulary-en';
import { FRENCH } from './vocabulary-fr';

export const VOCABULARIES: Record<Locale, Vocabulary> = { fr: FRENCH, en: ENGLISH };
