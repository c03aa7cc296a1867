import { provideStack } from '@baobab/testing/global-setup';

export default provideStack;
