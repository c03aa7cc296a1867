import type { ErrorCode } from '@baobab/core';
import { ApiError } from '../../../http/errors';
import type { proveOrigin } from '../../origin-proof/origin-proof';
import { proofFileUrl } from '../../origin-proof/origin-proof';
import { normalizeOrigin } from '../../origins/origin';

type Refusal = Exclude<Awaited<ReturnType<typeof proveOrigin>>, { proven: true }>['reason'];

/** Why an origin was not proved, as the company reads it: the input's fault (400) or the site's (422). */
const REFUSALS: Record<Refusal, [400 | 422, ErrorCode]> = {
  not_an_origin: [400, 'ORIGIN_INVALID'],
  not_https: [400, 'ORIGIN_NOT_HTTPS'],
  no_token: [400, 'ORIGIN_NO_TOKEN'],
  wrong_token: [422, 'ORIGIN_WRONG_TOKEN'],
  redirect: [422, 'ORIGIN_REDIRECT'],
  timeout: [422, 'ORIGIN_TIMEOUT'],
  private_address: [422, 'ORIGIN_PRIVATE'],
  http_status: [422, 'ORIGIN_HTTP_STATUS'],
  unreachable: [422, 'ORIGIN_UNREACHABLE'],
};

/** The refusal's answer, naming the proof file's address where there is one. */
export function originRefusal(reason: Refusal, input: string): ApiError {
  const [status, code] = REFUSALS[reason];
  const origin = normalizeOrigin(input);
  return new ApiError(status, code, undefined, origin ? { url: proofFileUrl(origin) } : undefined);
}
