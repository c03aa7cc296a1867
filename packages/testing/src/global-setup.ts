import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

/** One stack (server + partner site) for every e2e spec file; specs read it with `inject('stack')`. */
export async function provideStack(project: TestProject) {
  const { stop, ...info } = await startStack();
  project.provide('stack', info);
  return stop;
}
