import { isTrackingParameter, shareLinkTags } from '@baobab/core';

/** The page's address as it is shared: no tracking of a previous share (a `#job=` fragment stays). */
export function cleanUrl(address: string): string {
  const url = new URL(address);
  for (const name of [...url.searchParams.keys()]) if (isTrackingParameter(name)) url.searchParams.delete(name);
  return url.toString();
}

/** The address tagged with where the share went, so the board's statistics can tell. */
export function taggedUrl(address: string, source: Parameters<typeof shareLinkTags>[0]): string {
  const url = new URL(cleanUrl(address));
  for (const [name, value] of Object.entries(shareLinkTags(source))) url.searchParams.set(name, value);
  return url.toString();
}

/** A WhatsApp link that opens a chat picker with the message written: the offer, then its address. */
export const whatsappHref = (message: string, address: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${message}\n${taggedUrl(address, 'whatsapp')}`)}`;
