import { widgetMount } from '../widget-mount';
import { jobDetailWidget } from './widget';

export const mount = widgetMount(jobDetailWidget);
