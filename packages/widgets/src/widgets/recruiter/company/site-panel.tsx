import { styleNonceValue } from '../../../runtime/style-nonce';
import { useTranslation } from '../../../runtime/translation';
import { useRecruiterClient } from '../recruiter-context';
import { COMPANY_CSS } from './company.css';
import { KeysSection } from './keys-section';
import { OriginsSection } from './origins-section';

/** The careers site and API keys: an owner's (the server refuses the others too, 403 OWNER_ONLY). */
export function SitePanel({ notify }: { notify(message: string): void }) {
  const { t } = useTranslation();
  const owner = useRecruiterClient().session()?.recruiter.role === 'owner';
  return (
    <section aria-labelledby="bj-rc-site">
      <style nonce={styleNonceValue()}>{COMPANY_CSS}</style>
      <h2 id="bj-rc-site">{t('recruiter.site.title')}</h2>
      {owner ? (
        <>
          <OriginsSection notify={notify} />
          <KeysSection notify={notify} />
        </>
      ) : (
        <p className="bj-recruiter-empty">{t('recruiter.site.owner_only')}</p>
      )}
    </section>
  );
}
