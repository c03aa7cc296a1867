// The offer's widget alone, so its island's chunk holds no other widget of the barrel.
export { JobDetail } from '@baobab/widgets';
