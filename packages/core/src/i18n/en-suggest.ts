import type { SuggestMessages } from './fr-suggest';

/** English texts of the typing suggestions (see fr-suggest). */
export const enSuggest: SuggestMessages = {
  suggest: {
    label: 'Search suggestions',
    count_one: '{{count}} suggestion',
    count_other: '{{count}} suggestions',
  },
};
