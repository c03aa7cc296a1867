import type { CompanyPerk } from '@baobab/core';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale } from '../layout/site-context';

/**
 * What a company offers its people (docs/product.md §5), as small cards in the order it gave them.
 * The caller renders nothing for an empty list: a heading over no cards would promise nothing.
 * `lang`: the company's language when it differs from the page's.
 */
export function CompanyPerks({ perks, lang }: { perks: CompanyPerk[]; lang?: string }) {
  const t = useSiteT(useLocale());
  return (
    <section aria-labelledby="bj-perks-title" className="bj-perks">
      <h2 id="bj-perks-title">{t('site.company.perks')}</h2>
      <ul className="bj-perks__grid" lang={lang}>
        {perks.map((perk) => (
          <li key={perk.title} className="bj-card bj-perks__card">
            <h3>{perk.title}</h3>
            {perk.text && <p className="bj-muted">{perk.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
