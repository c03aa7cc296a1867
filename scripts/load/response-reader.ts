import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface Answer {
  status: number;
  /** Kept when asked for or when the status is not 2xx (a report quotes failures), else ''. */
  body: string;
  /** The server said it closes the connection after this answer. */
  close?: boolean;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/**
 * Reads HTTP/1.1 answers off one keep-alive connection, one at a time: the head, then a body by
 * content-length, chunked, or (neither) until the connection ends. Bodies nobody asked for are
 * counted, not copied.
 */
export class ResponseReader {
  private pending: Buffer | undefined;
  private status = 0;
  private close = false;
  private encoding = '';
  private keep = false;
  private chunks: Buffer[] = [];
  /** Body bytes still due (content-length), -1 for chunked, -2 until the end, undefined in the head. */
  private left: number | undefined;
  private keepBody = false;

  /** Starts a new answer; its body is kept when `keepBody`. */
  expect(keepBody: boolean) {
    this.pending = undefined;
    this.left = undefined;
    this.chunks = [];
    this.keepBody = keepBody;
  }

  /** Feeds bytes; answers the response once complete. */
  push(chunk: Buffer): Answer | undefined {
    let data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = undefined;
    if (this.left === undefined) {
      const end = data.indexOf(HEAD_END);
      if (end < 0) {
        this.pending = data;
        return undefined;
      }
      this.readHead(data.toString('latin1', 0, end));
      data = data.subarray(end + 4);
      if (this.left === 0) return this.answer();
    }
    if (this.left === -2) {
      this.take(data);
      return undefined;
    }
    if (this.left === -1) return this.readChunked(data);
    const left = this.left as number;
    this.take(data.length > left ? data.subarray(0, left) : data);
    this.left = left - Math.min(left, data.length);
    return this.left === 0 ? this.answer() : undefined;
  }

  /** The connection ended: an answer read until the end is complete, anything else is lost. */
  end(): Answer | undefined {
    return this.left === -2 ? this.answer() : undefined;
  }

  private readHead(head: string) {
    const lines = head.split('\r\n');
    this.status = Number(lines[0]?.split(' ')[1]) || 0;
    this.keep = this.keepBody || this.status < 200 || this.status >= 300;
    this.close = false;
    this.encoding = '';
    let length: number | undefined;
    let chunked = false;
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i] as string;
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line
        .slice(colon + 1)
        .trim()
        .toLowerCase();
      if (name === 'content-length') length = Number(value);
      else if (name === 'transfer-encoding') chunked = value.includes('chunked');
      else if (name === 'connection') this.close = value === 'close';
      else if (name === 'content-encoding') this.encoding = value;
    }
    const bodiless = this.status === 204 || this.status === 304 || (this.status >= 100 && this.status < 200);
    this.left = bodiless ? 0 : chunked ? -1 : (length ?? -2);
  }

  /** Chunked bodies: size line, data, CRLF, …, a zero size and the (empty) trailers. */
  private readChunked(data: Buffer): Answer | undefined {
    let at = 0;
    while (at < data.length) {
      const lineEnd = data.indexOf(CRLF, at);
      if (lineEnd < 0) break;
      const size = Number.parseInt(data.toString('latin1', at, lineEnd), 16);
      if (size === 0) {
        if (data.indexOf(HEAD_END, lineEnd) !== lineEnd) break;
        return this.answer();
      }
      if (lineEnd + 2 + size + 2 > data.length) break;
      this.take(data.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    this.pending = data.subarray(at);
    return undefined;
  }

  private take(bytes: Buffer) {
    if (this.keep && bytes.length > 0) this.chunks.push(Buffer.from(bytes));
  }

  private answer(): Answer {
    const body = this.keep ? decode(Buffer.concat(this.chunks), this.encoding).toString() : '';
    this.left = undefined;
    this.chunks = [];
    return { status: this.status, body, close: this.close };
  }
}

/** A kept body as sent before compression (the mix accepts what browsers do). */
function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}
