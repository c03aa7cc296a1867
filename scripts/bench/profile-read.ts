/**
 * Reads a `node --cpu-prof` profile: self and inclusive time by function, and the long tasks (runs
 * of samples with no idle between them) with what each was mostly doing — what holds the event loop
 * when every kind of request of the open loop shows the same tail.
 * Usage: pnpm --filter @baobab/scripts exec tsx bench/profile-read.ts <file.cpuprofile>
 *   [--from S] [--to S] (a window in seconds from the profile's start) [--last S] (the window is the
 *   profile's last S seconds: a bench's last step) [--long MS] (20) [--top N] (30)
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string', default: '0' },
    to: { type: 'string', default: 'Infinity' },
    last: { type: 'string' },
    long: { type: 'string', default: '20' },
    top: { type: 'string', default: '30' },
  },
});
const file = positionals[0];
if (!file)
  throw new Error('usage: profile-read.ts <file.cpuprofile> [--from S] [--to S] [--last S] [--long MS] [--top N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const lengthUs = profile.timeDeltas.reduce((sum, us) => sum + us, 0);
const fromUs = values.last ? lengthUs - Number(values.last) * 1e6 : Number(values.from) * 1e6;
const toUs = values.last ? lengthUs : Number(values.to) * 1e6;
const longUs = Number(values.long) * 1000;
const top = Number(values.top);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const nameOf = (n: ProfileNode) => {
  const { functionName, url, lineNumber } = n.callFrame;
  return `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
};
/** A sample's stack, outermost first, one name per distinct function (recursion counted once). */
function stackOf(id: number): string[] {
  const names: string[] = [];
  for (let cur: number | undefined = id; cur !== undefined; cur = parentOf.get(cur)) {
    const node = byId.get(cur);
    if (node) names.push(nameOf(node));
  }
  return [...new Set(names.reverse())];
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
interface Task {
  start: number;
  us: number;
  stacks: string[][];
  weights: number[];
}
const tasks: Task[] = [];
let open: Task | undefined;
let clock = 0;
let windowUs = 0;
let busyUs = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i + 1] ?? 0; // a sample's time is the gap to the next one
  clock += profile.timeDeltas[i] ?? 0;
  if (clock < fromUs || clock > toUs) return;
  windowUs += us;
  const stack = stackOf(id);
  const leaf = stack.at(-1) ?? '';
  add(self, leaf, us);
  for (const name of stack) add(inclusive, name, us);
  if (leaf.startsWith('(idle)')) {
    if (open && open.us >= longUs) tasks.push(open);
    open = undefined;
    return;
  }
  busyUs += us;
  open ??= { start: clock, us: 0, stacks: [], weights: [] };
  open.us += us;
  open.stacks.push(stack);
  open.weights.push(us);
});
if (open && open.us >= longUs) tasks.push(open);

const ms = (us: number) => (us / 1000).toFixed(1).padStart(9);
const table = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => `${ms(us)} ms ${((100 * us) / windowUs).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');

/** The functions a task spent most of its time inside, the outer ones left out when an inner one holds as much. */
function summary(task: Task): string {
  const within = new Map<string, number>();
  task.stacks.forEach((stack, k) => {
    for (const name of stack) add(within, name, task.weights[k] ?? 0);
  });
  return [...within]
    .filter(([name, us]) => us >= task.us * 0.25 && !name.startsWith('(root)'))
    .sort((a, b) => a[1] - b[1])
    .slice(0, 4)
    .map(([name, us]) => `${Math.round((100 * us) / task.us)} % ${name}`)
    .join(' | ');
}

console.log(`window ${ms(windowUs)} ms, busy ${ms(busyUs)} ms (${((100 * busyUs) / windowUs).toFixed(1)} %)`);
console.log(`\nSELF\n${table(self)}\n\nINCLUSIVE\n${table(inclusive)}`);
const longest = [...tasks].sort((a, b) => b.us - a.us).slice(0, top);
console.log(`\nLONG TASKS ≥ ${values.long} ms: ${tasks.length}, ${ms(tasks.reduce((s, t) => s + t.us, 0))} ms in all`);
for (const task of longest) console.log(`${ms(task.us)} ms at ${(task.start / 1e6).toFixed(2)} s: ${summary(task)}`);
