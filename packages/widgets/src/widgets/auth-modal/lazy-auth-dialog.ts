import { lazy } from 'react';

/**
 * The sign-in dialog's code (the forms, their schemas and zod, Floating UI's focus trap), fetched
 * when a dialog first opens: most readers never sign in from the page they are on.
 */
export const LazyAuthDialog = lazy(() => import('./auth-dialog').then((module) => ({ default: module.AuthDialog })));
