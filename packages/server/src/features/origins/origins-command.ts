import type { Queryable } from '../../db/db';
import type { LiveOrigins } from './live-origins';
import { normalizeOrigin } from './origin';
import { originRegistry } from './origin-registry';

export const ORIGINS_USAGE = `  origins list [company]            the origins registered per company (its alias)
  origins add <company> <origin>    let https://careers.example.com make signed-in and state-changing calls
  origins remove <company> <origin>`;

/** `baobab origins …`: answers the lines to print; throws with a message meant for the operator. */
export async function runOriginsCommand(
  db: Queryable,
  args: readonly string[],
  live?: Pick<LiveOrigins, 'changed'>,
): Promise<string[]> {
  const registry = originRegistry(db, live);
  const [action, company, input] = args;
  if (action === 'list') {
    const rows = await registry.list(company);
    return rows.length ? rows.map((row) => `${row.company}\t${row.origin}`) : ['no origin registered'];
  }
  if ((action !== 'add' && action !== 'remove') || !company || !input) throw new Error(`usage:\n${ORIGINS_USAGE}`);
  const origin = normalizeOrigin(input);
  if (!origin) throw new Error(`"${input}" is not an origin: write scheme://host[:port], without a path`);
  if (action === 'add')
    return [
      (await registry.add(company, origin)) ? `added ${origin} for ${company}` : `${company} already had ${origin}`,
    ];
  return [
    (await registry.remove(company, origin))
      ? `removed ${origin} from ${company}`
      : `${company} did not have ${origin}`,
  ];
}
