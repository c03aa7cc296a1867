import * as z from 'zod/mini';
import { slugSchema } from '../../schemas/common';

/** Route parameters several domains share. */
export const slugParams = z.object({ slug: slugSchema });
export const aliasParams = z.object({ alias: slugSchema });

/** Calls that need a candidate session. */
export const signedIn = { auth: 'required' } as const;
