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

/**
 * Where the resident pages are, by mapping (/proc/self/smaps): PGlite's WebAssembly memory (its
 * resident part, not its size), malloc's main heap (brk), files mapped (node's code, libraries) and
 * the other anonymous mappings (V8's heap, malloc's thread arenas and large blocks, compiled code).
 */
function readMappings() {
  const mappings = [];
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const header = line.match(/^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/);
    if (header) {
      const [from, to] = [Number.parseInt(header[1], 16), Number.parseInt(header[2], 16)];
      mappings.push({ from, to, perms: header[3], path: header[4] ?? '', rss: 0 });
    } else if (line.startsWith('Rss:')) (mappings.at(-1) ?? { rss: 0 }).rss += Number(line.split(/\s+/)[1]) * 1024;
  }
  return mappings;
}

function residentByMapping() {
  const mappings = readMappings();
  // A WebAssembly memory is one mapping of its exact size, right before its guard region (gigabytes
  // reserved, no access): another anonymous mapping may have the same size.
  const wasmSizes = new Set(memories.map((memory) => memory.buffer.byteLength));
  const isWasm = (m, next) =>
    !m.path &&
    wasmSizes.has(m.to - m.from) &&
    next?.from === m.to &&
    next.perms.startsWith('---') &&
    next.to - next.from >= 2 ** 30;
  const resident = { wasmRss: 0, brk: 0, files: 0, otherAnon: 0 };
  mappings.forEach((m, i) => {
    const kind = isWasm(m, mappings[i + 1])
      ? 'wasmRss'
      : m.path === '[heap]'
        ? 'brk'
        : m.path.startsWith('/')
          ? 'files'
          : 'otherAnon';
    resident[kind] += m.rss;
  });
  return Object.fromEntries(Object.entries(resident).map(([name, bytes]) => [name, mb(bytes)]));
}

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
    ...residentByMapping(),
    ...Object.fromEntries(
      getHeapSpaceStatistics()
        .filter((space) => space.space_size >= 4 * 1048576)
        .map((space) => [space.space_name.replace('_space', ''), mb(space.space_size)]),
    ),
  };
}

/** The anonymous mappings holding 8 MB or more of resident pages: address, size, resident MB, permissions. */
const largeMappings = () =>
  readMappings()
    .filter((m) => !m.path && m.rss >= 8 * 1048576)
    .map((m) => `${m.from.toString(16)} ${m.perms} size ${mb(m.to - m.from)} rss ${mb(m.rss)}`);

process.on('message', (message) => {
  if (message === 'mappings') process.send?.(largeMappings());
  else if (message === 'memory') {
    const before = figures();
    globalThis.gc?.();
    process.send?.({ before, afterGc: figures() });
  } else if (typeof message === 'object' && message?.snapshot) {
    process.send?.({ snapshot: writeHeapSnapshot(message.snapshot) });
  }
});
