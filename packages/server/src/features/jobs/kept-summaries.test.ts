import { describe, expect, it } from 'vitest';
import { AllSummaries, RecentSummaries } from './kept-summaries';

const json = (text: string) => new TextEncoder().encode(text);
const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);

describe('the summaries kept by a search index', () => {
  it('recent ones: the least recently listed make room, within the budget in bytes', () => {
    const kept = new RecentSummaries(15);
    kept.keep(1, json('{"a":1}')); // 7 bytes
    kept.keep(2, json('{}'));
    expect(text(kept.take(1))).toBe('{"a":1}'); // now more recent than 2
    kept.keep(3, json('{"b":2}')); // 16 bytes with 1 and 2: 2 makes room
    expect(kept.has(2)).toBe(false);
    expect([text(kept.take(1)), text(kept.take(3))]).toEqual(['{"a":1}', '{"b":2}']);
    expect(kept.bytes).toBe(14);
    kept.keep(4, json('{"too long":"for the budget"}')); // not kept, and makes no room
    expect([kept.has(1), kept.has(3), kept.has(4)]).toEqual([true, true, false]);
    kept.keep(1, json('{"a":10}')); // a job's bytes replaced
    expect([text(kept.take(1)), kept.bytes]).toEqual(['{"a":10}', 15]);
  });

  it('all of them: each as it was written, side by side, none past the budget', () => {
    const kept = new AllSummaries(40, 5);
    kept.keep(0, json('{"id":0}'));
    kept.keep(3, json('{"id":3,"é":"à"}'));
    kept.keep(3, json('{"other":true}')); // kept already: unchanged
    kept.keep(4, json('{"id":4,"past":"the budget"}'));
    expect([0, 1, 2, 3, 4].map((o) => text(kept.take(o)))).toEqual([
      '{"id":0}',
      undefined,
      undefined,
      '{"id":3,"é":"à"}',
      undefined,
    ]);
    expect(kept.bytes).toBe(8 + json('{"id":3,"é":"à"}').length);
    kept.keep(1, json('{"id":1}'));
    expect(text(kept.take(1))).toBe('{"id":1}');
    expect(text(kept.take(0))).toBe('{"id":0}');
  });
});
