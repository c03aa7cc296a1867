import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliText, pickEncoding } from '../../http/encoding';
import { ANSWER_BROTLI_QUALITY, COMPRESS_THRESHOLD } from '../../http/prepared-json';
import type { RenderedPage } from '../../page-cache/serve-cached';

/**
 * A page rendered for this request alone (signed in, an error, a redirect or a cookie set, or any
 * page when the page cache is off). A reader that accepts brotli gets the page compressed in one
 * call: the compression hook would stream it through a transform, chunk by chunk, which cost
 * about as much again as the compression itself (profile of a miss, docs/page-serving.md).
 */
export function sendRendered(request: FastifyRequest, reply: FastifyReply, { status, headers, body }: RenderedPage) {
  reply.status(status);
  for (const [name, value] of headers) if (name !== 'set-cookie') reply.header(name, value);
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (body.length === 0) return reply.send(undefined);
  if (body.length < COMPRESS_THRESHOLD) return reply.send(body);
  // Lower case, as the compression hook writes it (it checks for this spelling before adding its own).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  if (pickEncoding(request.headers['accept-encoding']) !== 'br') return reply.send(body);
  return reply.header('content-encoding', 'br').send(brotliText(body, ANSWER_BROTLI_QUALITY));
}
