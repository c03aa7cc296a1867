import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import type { Db } from './db/db';

export interface Secrets {
  jwt: string;
  captcha: string;
  link: string;
}

/**
 * Secrets come from the environment when set; otherwise each is generated once and kept in the
 * database, so every API node behind a load balancer signs with the same keys.
 */
export async function loadSecrets(db: Db, config: Config): Promise<Secrets> {
  const resolve = async (name: keyof Secrets): Promise<string> => {
    const fromEnv = config.secrets[name];
    if (fromEnv) return fromEnv;
    await db.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
      name,
      randomBytes(32).toString('hex'),
    ]);
    const [row] = await db.query<{ value: string }>('select value from app_secrets where name = $1', [name]);
    if (!row) throw new Error(`secret ${name} missing`);
    return row.value;
  };
  return { jwt: await resolve('jwt'), captcha: await resolve('captcha'), link: await resolve('link') };
}
