import type { Locale } from '@baobab/core';
import { useEffect, useState } from 'react';
import { useTranslation } from './translation';

/**
 * Merges the texts of a part loaded on demand (core load-phone, load-suggest…) into the page's
 * i18n instance once; answers whether they are there (`probe`: one of their keys).
 */
export function usePartTexts(probe: string, load: (locale: Locale) => Promise<object>): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const [ready, setReady] = useState(() => i18n.exists(probe, { lng: language }));
  useEffect(() => {
    if (ready) return;
    void load(language).then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
      setReady(true);
    });
  }, [ready, i18n, language, load]);
  return ready;
}
