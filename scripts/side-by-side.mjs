// Commands run side by side with their output kept, for the test command's phases that are not
// one long vitest run: on a 2-core CI machine one tsc or madge at a time leaves a core idle.
import { spawn } from 'node:child_process';

/** Runs a command in the background; resolves to whether it exited 0 and everything it printed. */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Runs `steps` ({ label, command, args, options }), `lanes` at a time, and prints each one's label
 * and output whole, in the steps' order; resolves to whether every step exited 0.
 */
export async function runSideBySide(steps, lanes) {
  // A slot per lane: a step waits for one, and hands it to the next waiting step when it ends.
  let free = lanes;
  const waiting = [];
  const slot = async () => {
    if (free > 0) free--;
    else await new Promise((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  const results = steps.map(async (step) => {
    await slot();
    try {
      return await runQuietly(step.command, step.args, step.options);
    } finally {
      release();
    }
  });
  let ok = true;
  for (const [index, step] of steps.entries()) {
    const result = await results[index];
    console.log(`▶ ${step.label}`);
    process.stdout.write(result.output);
    if (!result.ok) ok = false;
  }
  return ok;
}
