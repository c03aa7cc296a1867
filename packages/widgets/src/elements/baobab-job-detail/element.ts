import { required } from '../attributes';
import { widgetElement } from '../define';

/** `<baobab-job-detail slug>`: one offer and its Apply flow. */
export const jobDetailElement = widgetElement(
  'baobab-job-detail',
  {
    /** The offer’s slug. */
    slug: required(),
  },
  () => import('./mount'),
);
