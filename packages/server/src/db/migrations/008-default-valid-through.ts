import { JOB_DEFAULT_VALIDITY_DAYS } from '@baobab/core';

/**
 * Every offer gets a closing date (docs/product.md §3): those published without one lapse the
 * default validity after their publication, like the offers written from now on.
 */
export const defaultValidThrough = /* sql */ `
update jobs set valid_through = publication_date + make_interval(days => ${JOB_DEFAULT_VALIDITY_DAYS})
  where valid_through is null;
alter table jobs alter column valid_through set not null;
`;
