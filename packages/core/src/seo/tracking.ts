/**
 * Query parameters that say where a reader came from (a campaign, an ad click, a shared link) and
 * change nothing on the page: the page cache keys a page without them and canonical URLs drop them.
 */
const TRACKING_PARAMETER = /^(utm_\w+|[a-z]*clid|msclkid|[gw]braid|igshid|mc_[ce]id|li_fat_id)$/;

export const isTrackingParameter = (name: string) => TRACKING_PARAMETER.test(name);

/** The campaign tags of a link shared from an offer's share bar: the board's analytics read them. */
export const shareLinkTags = (source: 'whatsapp' | 'web_share') => ({ utm_source: source, utm_medium: 'share' });
