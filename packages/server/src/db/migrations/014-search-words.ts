/**
 * The words of the catalogue (every word of at least four letters of a job's search text, core
 * searchDocument), kept by the database itself at every statement that writes jobs, whatever the
 * writer. A search looks up here, through the trigram index, the catalogue words a typed word may
 * be a typo of (core withTypos), on PGlite and PostgreSQL alike. Words of deleted offers stay:
 * a correction that no offer holds any more simply finds nothing.
 *
 * An offer whose wording looks like a request for money is held for review (core payment-request
 * rule): closed, with the sentence that raised the doubt.
 */
export const searchWords = /* sql */ `
create table search_words (word text primary key);
create index search_words_trgm on search_words using gin (word gin_trgm_ops);

create function remember_search_words() returns trigger language plpgsql as $$
begin
  insert into search_words (word)
  select distinct w from written, regexp_split_to_table(written.search_text, '[^[:alnum:]]+') w
   where length(w) >= 4
  on conflict do nothing;
  return null;
end
$$;
-- One trigger per event: PostgreSQL allows transition tables only on single-event triggers.
create trigger jobs_search_words_insert after insert on jobs
  referencing new table as written for each statement execute function remember_search_words();
create trigger jobs_search_words_update after update on jobs
  referencing new table as written for each statement execute function remember_search_words();

insert into search_words (word)
select distinct w from jobs, regexp_split_to_table(jobs.search_text, '[^[:alnum:]]+') w
 where length(w) >= 4
on conflict do nothing;

alter table jobs add column held_for_review text;
`;
