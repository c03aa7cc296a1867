import type { Queryable } from '../db/db';

/** One column of a bulk insert: its name, its SQL type, and how to read it from a row. */
export interface Column<R> {
  name: string;
  type: string;
  value: (row: R) => unknown;
}

/** A PostgreSQL array literal, for array-typed columns, which travel as one text each (unnest flattens arrays). */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * Inserts rows with one `insert … select from unnest($1::t1[], $2::t2[], …)`: one parameter per
 * column whatever the number of rows, so thousands of rows are one statement and one round trip.
 * Array columns go as text (see arrayLiteral) and jsonb ones as JSON text; both are cast back.
 */
export async function insertRows<R>(q: Queryable, table: string, columns: readonly Column<R>[], rows: readonly R[]) {
  if (rows.length === 0) return;
  const paramType = (type: string) => (type.endsWith('[]') ? 'text' : type);
  await q.query(
    `insert into ${table} (${columns.map((c) => c.name).join(', ')})
     select ${columns.map((c, i) => `u.c${i}::${c.type}`).join(', ')}
     from unnest(${columns.map((c, i) => `$${i + 1}::${paramType(c.type)}[]`).join(', ')})
       as u(${columns.map((_, i) => `c${i}`).join(', ')})`,
    columns.map((c) => rows.map(c.value)),
  );
}

/** Splits a (possibly lazy) sequence into arrays of at most `size` items. */
export function* chunks<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}
