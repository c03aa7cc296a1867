import type { TestProject } from 'vitest/node';
import { type StackInfo, startStack } from './support/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/** One stack (server + partner site) for every e2e spec file; specs read it with `inject('stack')`. */
export default async function setup(project: TestProject) {
  const { stop, ...info } = await startStack();
  project.provide('stack', info);
  return stop;
}
