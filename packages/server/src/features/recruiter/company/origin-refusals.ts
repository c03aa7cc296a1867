import { type Locale, translate } from '@baobab/core';
import { ApiError } from '../../../http/errors';
import { proofFileUrl, type proveOrigin } from '../../origin-proof/origin-proof';
import { normalizeOrigin } from '../../origins/origin';

type Refusal = Exclude<Awaited<ReturnType<typeof proveOrigin>>, { proven: true }>['reason'];

/** The input's fault (400) or the site's (422). */
const INPUT_REFUSALS: readonly Refusal[] = ['not_an_origin', 'not_https', 'no_token'];

/**
 * Why an origin was not proved, as the company reads it: ORIGIN_NOT_PROVED with the `reason`, the
 * proof file's `url` where there is one, and `why`, the catalogue's sentence for the reason
 * (`errors.origin_why.*`), which the message carries.
 */
export function originRefusal(reason: Refusal, input: string, locale: Locale): ApiError {
  const origin = normalizeOrigin(input);
  const url = origin ? proofFileUrl(origin) : '';
  const why = translate(locale, `errors.origin_why.${reason}`, { url });
  return new ApiError(INPUT_REFUSALS.includes(reason) ? 400 : 422, 'ORIGIN_NOT_PROVED', undefined, {
    reason,
    ...(url && { url }),
    why,
  });
}
