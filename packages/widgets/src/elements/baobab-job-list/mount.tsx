import { widgetMount } from '../widget-mount';
import { jobListWidget } from './widget';

export const mount = widgetMount(jobListWidget);
