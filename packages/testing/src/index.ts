/**
 * What an e2e spec needs: the stack (`inject('stack')`), a browser, partner pages, screenshots, axe,
 * ALTCHA, PDFs, and the candidate's steps (sign-up, login, consents).
 */
export {
  checkConsents,
  consentLabels,
  E2E_PASSWORD,
  newEmail,
  sendLogin,
  sendSignUp,
} from './account';
export { type AxeViolation, axeAudit, seriousViolations } from './axe';
export { launchBrowser, launchPhone, screenshot } from './browser';
export { solveAltcha } from './captcha';
export { type CuttingProxy, startCuttingProxy } from './cutting-proxy';
export { deepFocus, focusRing, heardEvents, labelled, recordEvents, tabTo } from './dom';
export { type FixtureOptions, HOSTILE_CSS, openFixture } from './fixture';
export { pdfBytes, pdfFile } from './pdf';
export {
  baobabBeside,
  freePort,
  PAGE_COMPANY,
  PARTNER_COMPANY,
  RECRUITER_EMAIL,
  type Stack,
  type StackInfo,
  startStack,
} from './stack';
export { serveDirectory } from './static-server';
