import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { redactedUrl, storageUrl, storeIdentity } from './open-store';
import { parseS3Url } from './s3-store';

describe('STORAGE_URL', () => {
  it('defaults to the database with PostgreSQL, to DATA_DIR/storage with PGlite; an explicit one wins', () => {
    const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/srv/baobab', ...env });
    expect(storageUrl(config({ DATABASE_URL: 'postgres://u@db:5432/baobab' }))).toBe('postgres:');
    expect(storageUrl(config({}))).toBe('file:///srv/baobab/storage');
    expect(storageUrl(config({ DATABASE_URL: 'postgres://u@db/b', STORAGE_URL: 'file:///mnt/files' }))).toBe(
      'file:///mnt/files',
    );
    expect(storageUrl(config({ STORAGE_URL: 'postgres:' }))).toBe('postgres:');
  });

  it('refuses what names no store', () => {
    expect(() => loadConfig({ STORAGE_URL: 'ftp://files.example.com' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ STORAGE_URL: '/var/files' })).toThrow(/STORAGE_URL/);
  });

  it('reads bucket, prefix, endpoint, region, path style and credentials of an s3:// URL', () => {
    const { bucket, prefix, client } = parseS3Url(
      new URL('s3://KEY:SE%2FCRET@cvs/baobab/prod?endpoint=http://127.0.0.1:9000&region=eu-west-3&forcePathStyle=1'),
    );
    expect({ bucket, prefix }).toEqual({ bucket: 'cvs', prefix: 'baobab/prod/' });
    expect(client).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
      credentials: { accessKeyId: 'KEY', secretAccessKey: 'SE/CRET' },
    });
    expect(parseS3Url(new URL('s3://cvs')).prefix).toBe('');
    expect(redactedUrl('s3://KEY:SECRET@cvs?region=x')).not.toContain('SECRET');
  });

  it('knows two spellings of one store', () => {
    expect(storeIdentity('file:///srv/files/')).toBe(storeIdentity('file:///srv/./files'));
    expect(storeIdentity('postgres:')).toBe(storeIdentity('postgresql:'));
    expect(storeIdentity('s3://a:b@cvs/p?region=x')).toBe(storeIdentity('s3://cvs/p/?region=y'));
    expect(storeIdentity('s3://cvs/p')).not.toBe(storeIdentity('s3://cvs/q'));
  });
});
