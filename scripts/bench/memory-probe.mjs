/**
 * Preloaded into the measured server (`node --expose-gc --import`) by memory-steps.ts: answers its
 * IPC messages with the process's memory figures, before and after a full collection, and writes a
 * heap snapshot when asked. Nothing of the server is changed.
 */
import { readFileSync } from 'node:fs';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';

/** WebAssembly memories created in the process (PGlite's heap), to tell them apart in the RSS. */
const memories = [];
WebAssembly.Memory = new Proxy(WebAssembly.Memory, {
  construct(target, args) {
    const memory = new target(...args);
    memories.push(memory);
    return memory;
  },
});
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async function (...args) {
  const result = await instantiate.apply(this, args);
  for (const value of Object.values((result.instance ?? result).exports))
    if (value instanceof WebAssembly.Memory && !memories.includes(value)) memories.push(value);
  return result;
};

const mb = (bytes) => Math.round(bytes / 1048576);

function figures() {
  const usage = process.memoryUsage();
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? Number.NaN);
  return {
    rss: mb(usage.rss),
    peak: Math.round(kb('VmHWM') / 1024),
    anon: Math.round(kb('RssAnon') / 1024),
    file: Math.round(kb('RssFile') / 1024),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    wasm: mb(memories.reduce((sum, m) => sum + m.buffer.byteLength, 0)),
    ...Object.fromEntries(
      getHeapSpaceStatistics()
        .filter((space) => space.space_size >= 4 * 1048576)
        .map((space) => [space.space_name.replace('_space', ''), mb(space.space_size)]),
    ),
  };
}

process.on('message', (message) => {
  if (message === 'memory') {
    const before = figures();
    globalThis.gc?.();
    process.send?.({ before, afterGc: figures() });
  } else if (typeof message === 'object' && message?.snapshot) {
    process.send?.({ snapshot: writeHeapSnapshot(message.snapshot) });
  }
});
