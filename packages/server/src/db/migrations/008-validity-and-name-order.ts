import { JOB_DEFAULT_VALIDITY_DAYS } from '@baobab/core';
import { nameSortKey } from '../../catalogue/name-sort-key';

/**
 * Every offer gets a closing date (docs/product.md §3): those published without one lapse the
 * default validity after their publication, like the offers written from now on. Company lists
 * sort by name with accents and case ignored, from an index on that key.
 */
export const validityAndNameOrder = /* sql */ `
update jobs set valid_through = publication_date + make_interval(days => ${JOB_DEFAULT_VALIDITY_DAYS})
  where valid_through is null;
alter table jobs alter column valid_through set not null;

drop index companies_name;
create index companies_name_key on companies (${nameSortKey('name')}, id);
`;
