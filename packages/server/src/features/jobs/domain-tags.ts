import type { Tag } from '@baobab/core';
import { cachedCatalogue } from '../../catalogue/catalogue-cache';
import type { Queryable } from '../../db/db';
import { listActivityDomains } from '../taxonomy/taxonomy-store';

const readDomains = async (db: Queryable) => new Map((await listActivityDomains(db)).map((tag) => [tag.id, tag]));

/**
 * The activity domains by id, for jobs whose domains' ids are `idLists`: the domains (a dozen or
 * so) are read once per catalogue version, and afresh when a job names one created since (by
 * another process, before the version poll saw it).
 */
export async function domainTags(db: Queryable, idLists: readonly ArrayLike<number>[]): Promise<Map<number, Tag>> {
  const tags: Map<number, Tag> = await cachedCatalogue(db, 'activity-domains', () => readDomains(db));
  const unknown = idLists.some((ids) => Array.prototype.some.call(ids, (id: number) => !tags.has(id)));
  return unknown ? readDomains(db) : tags;
}

/** The tags of some domains' ids, in their order. */
export const tagsOf = (tags: Map<number, Tag>, ids: ArrayLike<number>): Tag[] =>
  Array.from(ids).flatMap((id) => tags.get(id) ?? []);
