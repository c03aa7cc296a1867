/**
 * The job list's typing suggestions (widgets job-list/keyword-suggestions), loaded with them when
 * the search box is first used: the list's first load does not carry them.
 */
export const frSuggest = {
  suggest: {
    label: 'Suggestions de recherche',
    count_one: '{{count}} suggestion',
    count_other: '{{count}} suggestions',
  },
};

export type SuggestMessages = typeof frSuggest;
