/** Search engines and link-preview fetchers (WhatsApp, LinkedIn…): they never see client error display. */
const CRAWLER =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|whatsapp|linkedin|embedly|quora link preview|google-inspectiontool|headlesschrome.*(bot|inspect)/i;

export const isCrawler = (userAgent: string | null | undefined) => CRAWLER.test(userAgent ?? '');
