import { ApiRequestError } from '@baobab/client';
import type { TFunction } from 'i18next';

/** What to show for a failed call: the server's catalogue message (in the reader's language), or the generic one. */
export function errorMessage(error: unknown, t: TFunction): string {
  return error instanceof ApiRequestError && error.message ? error.message : t('errors.generic');
}
