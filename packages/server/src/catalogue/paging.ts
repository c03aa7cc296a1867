import type { Paged } from '@baobab/core';

/** A page of a list, as every list call's body gives it (1-based page, validated limit). */
export interface PageRequest {
  page: number;
  limit: number;
}

/** `limit … offset …` of a page; both are validated integers, so they are safe to inline. */
export function limitOffset({ page, limit }: PageRequest): string {
  return `limit ${limit} offset ${(page - 1) * limit}`;
}

export function paged<T>(results: T[], total: number, { page, limit }: PageRequest): Paged<T> {
  return { results, total, page, limit, totalPages: Math.ceil(total / limit) };
}
