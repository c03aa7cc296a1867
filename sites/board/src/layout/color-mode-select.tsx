import { COLOR_MODES } from '@baobab/core';
import { useId } from 'react';
import { useSiteT } from '../i18n/site-i18n';
import { isColorMode, useColorMode } from './color-mode';
import { useLocale } from './site-context';

/** System, light or dark (docs/product.md §1). */
export function ColorModeSelect() {
  const t = useSiteT(useLocale());
  const { preference, choose } = useColorMode();
  const id = useId();
  return (
    <div className="bj-color-mode">
      <label htmlFor={id}>{t('site.nav.color_mode')}</label>
      <select
        id={id}
        className="bj-select"
        value={preference}
        onChange={(event) => isColorMode(event.target.value) && choose(event.target.value)}
      >
        {COLOR_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {t(`site.nav.color_modes.${mode}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
