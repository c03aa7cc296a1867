import { CompanyList, type CompanyListProps } from '@baobab/widgets';
import { keepListInUrl } from '../navigation/list-url';

/** The partner companies (search, domains, load more): its state kept in the address bar. */
export function CompanyListIsland({ initial }: Pick<CompanyListProps, 'initial'>) {
  return <CompanyList initial={initial} onListChange={keepListInUrl} />;
}
