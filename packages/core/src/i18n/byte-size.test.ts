import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, DOCUMENT_QUOTA } from '../constants';
import { formatByteSize } from './byte-size';

const NBSP = '\u00a0';

describe('formatByteSize', () => {
  it('writes kilobytes of 1024 with one decimal under 10, in each language', () => {
    expect(formatByteSize(3277, 'fr')).toBe(`3,2${NBSP}Ko`);
    expect(formatByteSize(3277, 'en')).toBe(`3.2${NBSP}KB`);
    expect(formatByteSize(2048, 'fr')).toBe(`2${NBSP}Ko`);
  });

  it('writes whole kilobytes from 10, rounding to the nearest', () => {
    expect(formatByteSize(250_000, 'fr')).toBe(`244${NBSP}Ko`);
    expect(formatByteSize(250_000, 'en')).toBe(`244${NBSP}KB`);
    // 9.96 KB rounds to 10, not "10,0".
    expect(formatByteSize(Math.round(9.96 * 1024), 'fr')).toBe(`10${NBSP}Ko`);
    expect(formatByteSize(Math.round(9.94 * 1024), 'fr')).toBe(`9,9${NBSP}Ko`);
  });

  it('switches to megabytes once the kilobytes would round to 1024', () => {
    expect(formatByteSize(1023 * 1024, 'fr')).toBe(`1023${NBSP}Ko`);
    expect(formatByteSize(1024 * 1024 - 1, 'fr')).toBe(`1${NBSP}Mo`);
    expect(formatByteSize(1.5 * 1024 * 1024, 'fr')).toBe(`1,5${NBSP}Mo`);
    expect(formatByteSize(1.5 * 1024 * 1024, 'en')).toBe(`1.5${NBSP}MB`);
  });

  it('says the limits as the catalogues state them ("5 Mo", "50 MB")', () => {
    expect(formatByteSize(CV_MAX_BYTES, 'fr')).toBe(`5${NBSP}Mo`);
    expect(formatByteSize(DOCUMENT_QUOTA.bytes, 'en')).toBe(`50${NBSP}MB`);
    // A CV one byte under the limit does not read as over it.
    expect(formatByteSize(CV_MAX_BYTES - 1, 'fr')).toBe(`5${NBSP}Mo`);
  });

  it('never says a file that has bytes weighs nothing', () => {
    expect(formatByteSize(1, 'fr')).toBe(`0,1${NBSP}Ko`);
    expect(formatByteSize(0, 'en')).toBe(`0${NBSP}KB`);
  });
});
