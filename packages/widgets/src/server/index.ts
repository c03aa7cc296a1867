/**
 * `@baobab/widgets/server` (Node): the job list and a job's page as HTML a partner's server puts in
 * its pages, so that offers are read without JavaScript and found by search engines; the elements
 * take that markup over in the browser (docs/embedding.md, Server rendering).
 */
export {
  type JobDetailRenderOptions,
  type JobListRenderOptions,
  type RenderedJobDetail,
  renderJobDetail,
  renderJobList,
} from './jobs';
export type { ServerRenderOptions } from './render';
