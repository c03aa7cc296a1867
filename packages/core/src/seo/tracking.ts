/**
 * Query parameters that say where a reader came from (a campaign, an ad click, a shared link) and
 * change nothing on the page: the page cache keys a page without them and canonical URLs drop them.
 */
const TRACKING_PARAMETERS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'igshid',
  'mc_cid',
  'mc_eid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
]);

export const isTrackingParameter = (name: string) => name.startsWith('utm_') || TRACKING_PARAMETERS.has(name);

/** The campaign tags of a link shared from an offer's share bar: the board's analytics read them. */
export const shareLinkTags = (source: 'whatsapp' | 'web_share') => ({ utm_source: source, utm_medium: 'share' });
