/** What an e2e spec needs: the stack (`inject('stack')`), a browser, partner pages, screenshots, axe. */
export { type AxeViolation, seriousViolations } from './support/axe';
export { launchBrowser, screenshot } from './support/browser';
export { type FixtureOptions, HOSTILE_CSS, openFixture } from './support/fixture';
export { type Stack, type StackInfo, startStack } from './support/stack';
