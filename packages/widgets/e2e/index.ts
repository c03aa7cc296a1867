/** The shared end-to-end kit (@baobab/testing): the stack (`inject('stack')`), a browser, partner pages, screenshots, axe. */
export * from '@baobab/testing';
