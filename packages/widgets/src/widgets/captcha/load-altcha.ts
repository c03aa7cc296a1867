/// <reference path="./altcha-modules.d.ts" />
// (the reference: consumers type-checking these sources from the workspace need the declaration too)
import type { Locale } from '@baobab/core';

/** The ALTCHA language file of each interface language (its bundle only carries English). */
export const ALTCHA_LANGUAGE: Readonly<Record<Locale, string>> = { fr: 'fr-fr', en: 'en' };

/** The `<style>` ALTCHA appends to `document.head` when it loads. */
const ALTCHA_STYLE_ID = 'altcha-css';

/** What the field gets once ALTCHA is there: its stylesheet for the shadow root, and the field's fixes to it. */
export interface LoadedAltcha {
  css: string;
  keepSolvedAndStartEarly: typeof import('./altcha-guards').keepSolvedAndStartEarly;
}

let loading: Promise<LoadedAltcha> | undefined;

/**
 * Loads the ALTCHA web component on first use (it weighs more than a list widget: only forms pay
 * for it) and answers its stylesheet, rewritten for a shadow root: ALTCHA only styles the document
 * and declares its variables on `:root`, which a shadow root does not have. Its `<style>` is then
 * taken out of the host page's `<head>` (ALTCHA injects it once, when its module loads): widget CSS
 * must not reach the partner's page. The field's fixes to ALTCHA's behaviour come with it, in its
 * chunk: a page that shows no form never loads them.
 */
export function loadAltcha(): Promise<LoadedAltcha> {
  loading ??= Promise.all([import('altcha'), import('altcha/i18n/fr-fr'), import('./altcha-guards')]).then(
    ([, , guards]) => {
      const style = document.getElementById(ALTCHA_STYLE_ID);
      style?.remove();
      return {
        css: (style?.textContent ?? '').replaceAll(':root', ':host'),
        keepSolvedAndStartEarly: guards.keepSolvedAndStartEarly,
      };
    },
  );
  return loading;
}
