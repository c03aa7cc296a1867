// Component tests render <BaobabProvider> directly, as the host site does after loadLanguage.
import { LOCALES } from '@baobab/core';
import { beforeAll } from 'vitest';
import { loadLanguage } from '../runtime/i18n';

beforeAll(() => Promise.all(LOCALES.map((locale) => loadLanguage(locale))));
