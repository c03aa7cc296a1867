/**
 * The `where` clause of a list query, built condition by condition with numbered parameters,
 * so optional filters never change how values reach the database (always as parameters).
 */
export class SqlFilter {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** Adds a parameter and returns its placeholder (`$n`). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  get where(): string {
    return this.conditions.length > 0 ? `where ${this.conditions.join(' and ')}` : '';
  }
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally (`escape '\'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
