import { failureMessage } from '@baobab/client';
import type { Offer } from '@baobab/core';
import { useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { formatDate } from '../../ui/format';
import { jobHref } from '../../ui/links';
import { LoadStatus } from '../../ui/load-status';
import { useLoad } from '../../ui/use-load';
import { useRecruiterClient } from './recruiter-context';

type Action = 'recruiterCloseOffer' | 'recruiterReopenOffer' | 'recruiterDuplicateOffer';

/** The company's offers, newest change first, each with what can be done to it now. */
export function OfferList({ onOpen, notify }: { onOpen(id: string): void; notify(message: string): void }) {
  const { t } = useTranslation();
  const { locale, links } = useRuntime();
  const recruiter = useRecruiterClient();
  const [loaded, retry] = useLoad('offers', () => recruiter.call('recruiterOffers', {}));
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (action: Action, offer: Offer, done: string) => {
    setBusy(offer.id);
    try {
      await recruiter.call(action, { params: { id: offer.id } });
      notify(done);
      retry();
    } catch (failure) {
      notify(failureMessage(failure, t));
    } finally {
      setBusy(null);
    }
  };

  const create = async () => {
    setBusy('new');
    try {
      onOpen((await recruiter.call('recruiterCreateOffer', { body: {} })).id);
    } catch (failure) {
      notify(failureMessage(failure, t));
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="bj-recruiter-offers">
      <div className="bj-recruiter-section-head">
        <h2 id="bj-recruiter-offers">{t('recruiter.tab_offers')}</h2>
        <button type="button" className="bj-btn bj-btn--primary" onClick={create} disabled={busy === 'new'}>
          {t('recruiter.offers.new')}
        </button>
      </div>
      {loaded.status !== 'done' ? (
        <LoadStatus state={loaded} retry={retry} />
      ) : loaded.data.length === 0 ? (
        <p className="bj-recruiter-empty">{t('recruiter.offers.empty')}</p>
      ) : (
        <ul className="bj-recruiter-offers">
          {loaded.data.map((offer) => (
            <li key={offer.id} className="bj-card bj-recruiter-offer" aria-busy={busy === offer.id || undefined}>
              <h3>{offer.title || t('recruiter.offers.untitled')}</h3>
              <p className="bj-recruiter-badges">
                <span className={`bj-recruiter-badge bj-recruiter-badge--${offer.state}`}>
                  {t(`recruiter.offers.state.${offer.state}`)}
                </span>
                {offer.state !== 'draft' && offer.changed && (
                  <span className="bj-recruiter-badge">{t('recruiter.offers.changed')}</span>
                )}
                {offer.job?.underReview && <span className="bj-recruiter-badge">{t('recruiter.offers.held')}</span>}
                <span className="bj-muted">
                  {t('recruiter.offers.updated', { date: formatDate(offer.updatedAt, locale) })}
                </span>
              </p>
              <div className="bj-recruiter-actions">
                <button type="button" className="bj-btn" onClick={() => onOpen(offer.id)}>
                  {t('recruiter.offers.edit')}
                  <span className="bj-sr-only"> {offer.title}</span>
                </button>
                {offer.state === 'published' && (
                  <button
                    type="button"
                    className="bj-btn"
                    disabled={busy !== null}
                    onClick={() => run('recruiterCloseOffer', offer, t('recruiter.offers.closed_done'))}
                  >
                    {t('recruiter.offers.close')}
                    <span className="bj-sr-only"> {offer.title}</span>
                  </button>
                )}
                {offer.state === 'closed' && (
                  <button
                    type="button"
                    className="bj-btn"
                    disabled={busy !== null}
                    onClick={() => run('recruiterReopenOffer', offer, t('recruiter.offers.reopened_done'))}
                  >
                    {t('recruiter.offers.reopen')}
                    <span className="bj-sr-only"> {offer.title}</span>
                  </button>
                )}
                <button
                  type="button"
                  className="bj-btn"
                  disabled={busy !== null}
                  onClick={() => run('recruiterDuplicateOffer', offer, t('recruiter.offers.duplicated_done'))}
                >
                  {t('recruiter.offers.duplicate')}
                  <span className="bj-sr-only"> {offer.title}</span>
                </button>
                {offer.job && offer.state === 'published' && (
                  <a className="bj-btn" href={jobHref(links, offer.job.slug)}>
                    {t('recruiter.offers.view')}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
