import type { Job } from '@baobab/core';
import { type MouseEvent, useEffect, useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { useTranslation } from '../../../runtime/translation';
import { jobHref } from '../../../ui/links';
import { cleanUrl, taggedUrl, whatsappHref } from './share-links';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The offer's address: the one a server-rendering host gives (its canonical page), else, in the
 * browser, the page the widget is on with the offer's link resolved against it. Null on a server
 * that was given none: the bar then waits for the browser.
 */
function useShareAddress(given: string | undefined, slug: string): string | null {
  const { links } = useRuntime();
  const [address, setAddress] = useState(given ?? null);
  useEffect(() => {
    if (!given) setAddress(cleanUrl(new URL(jobHref(links, slug), window.location.href).toString()));
  }, [given, links, slug]);
  return address;
}

/**
 * Share the offer: WhatsApp (a plain link, working before any script), copy the link (a link to
 * the offer without script; with it, a copy announced to screen readers), and the device's own
 * share sheet where the browser has the Web Share API.
 */
export function ShareBar({ job, shareUrl }: { job: Job; shareUrl?: string }) {
  const { t } = useTranslation();
  const address = useShareAddress(shareUrl, job.slug);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  if (!address) return null;
  const message = t('jobs.share.message', { title: job.title, company: job.companyDetails.name });

  const copyLink = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigator.clipboard.writeText(address).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  const share = () => {
    navigator.share({ title: job.title, text: message, url: taggedUrl(address, 'web_share') }).catch(() => undefined);
  };

  return (
    <section className="bj-share" aria-label={t('jobs.share.label')}>
      <a className="bj-btn bj-share-wa" href={whatsappHref(message, address)} target="_blank" rel="noopener noreferrer">
        WhatsApp
      </a>
      {/* Marked as needing its script: a host that wakes the offer late holds the tap until then. */}
      <a className="bj-btn" href={address} onClick={copyLink} data-needs-script="">
        {t('jobs.share.copy')}
      </a>
      {canShare && (
        <button type="button" className="bj-btn" onClick={share}>
          {t('jobs.share.more')}
        </button>
      )}
      <p className="bj-muted" role="status">
        {copy === 'idle' ? '' : t(copy === 'copied' ? 'jobs.share.copied' : 'jobs.share.copy_failed')}
      </p>
    </section>
  );
}
