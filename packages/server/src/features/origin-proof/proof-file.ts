import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress, PRIVATE_ADDRESS, publicOnlyLookup } from './address-guard';

/** Where a company puts the token the board issued it, under the origin it proves. */
export const PROOF_FILE_PATH = '/.well-known/baobab-verification.txt';
/** The whole read (connection, answer, body) must end within this. */
const PROOF_TIMEOUT_MS = 5_000;
/** A token file is one short line: more is not read. */
const MAX_BYTES = 4096;

export type ProofFailure = 'private_address' | 'redirect' | 'timeout' | 'http_status' | 'unreachable';
type ProofFileAnswer = { ok: true; text: string } | { ok: false; reason: ProofFailure; detail: string };

export interface ProofFetchOptions {
  /** Let private and loopback addresses through (tests, development: config ORIGIN_PROOF_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  timeoutMs?: number;
}

/**
 * Reads `<origin>/.well-known/baobab-verification.txt` the careful way: no redirect followed (the
 * file must be at the origin itself), no private address reached unless allowed, a bounded time
 * and size. Answers the text, or why it could not be read.
 */
export function fetchProofFile(origin: string, options: ProofFetchOptions): Promise<ProofFileAnswer> {
  const url = new URL(PROOF_FILE_PATH, origin);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && isIP(host) && isPrivateAddress(host))
    return Promise.resolve({ ok: false, reason: 'private_address', detail: `${host} is a private address` });
  const timeoutMs = options.timeoutMs ?? PROOF_TIMEOUT_MS;
  return new Promise((resolve) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const signal = AbortSignal.timeout(timeoutMs);
    const request = send(url, {
      method: 'GET',
      headers: { accept: 'text/plain', 'user-agent': 'BaobabJobs-OriginProof/1' },
      lookup: options.allowPrivate ? undefined : publicOnlyLookup,
      signal,
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        response.destroy();
        return resolve({ ok: false, reason: 'redirect', detail: `${status} to ${response.headers.location ?? '?'}` });
      }
      if (status !== 200) {
        response.destroy();
        return resolve({ ok: false, reason: 'http_status', detail: `answered ${status}` });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_BYTES) chunks.push(chunk);
        else response.destroy();
      });
      response.on('close', () => {
        // Cut short (not by the size cap): the time ran out, or the site hung up.
        if (!response.complete && size <= MAX_BYTES)
          return resolve(
            signal.aborted
              ? { ok: false, reason: 'timeout', detail: `no complete answer within ${timeoutMs} ms` }
              : { ok: false, reason: 'unreachable', detail: 'the answer was cut short' },
          );
        resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', (error) => resolve(failure(error, timeoutMs)));
    });
    request.on('error', (error) => resolve(failure(error, timeoutMs)));
    request.end();
  });
}

function failure(error: NodeJS.ErrnoException, timeoutMs: number): ProofFileAnswer {
  if (error.code === PRIVATE_ADDRESS) return { ok: false, reason: 'private_address', detail: error.message };
  if (error.name === 'AbortError' || error.name === 'TimeoutError' || error.code === 'ABORT_ERR')
    return { ok: false, reason: 'timeout', detail: `no complete answer within ${timeoutMs} ms` };
  return { ok: false, reason: 'unreachable', detail: error.message };
}
