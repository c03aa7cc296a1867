import * as z from 'zod/mini';
import { boundedSchema, emailSchema, intSchema, messageSchema } from './common';
import { isPersonalPassword, PASSWORD_PERSONAL } from './password-policy';
import { nameSchema, passwordSchema, phoneSchema, userSchema } from './user';

/**
 * The ALTCHA payload (base64 JSON) the captcha widget hands over as `token`. A missing one parses
 * as '' so that the server's captcha check answers the spec's CAPTCHA_REQUIRED message ('you need
 * to validate the security challenge') rather than a generic VALIDATION error.
 */
export const captchaTokenSchema = z._default(boundedSchema(0, 4096), '');

export const loginBodySchema = z.object({
  email: emailSchema,
  password: boundedSchema(1, 1024),
  token: captchaTokenSchema,
});

const registerFields = z.object({
  lastName: nameSchema,
  firstName: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  token: captchaTokenSchema,
  phone: z.optional(phoneSchema),
});

/** A password made of the person's own email or names is refused (docs/product.md §5). */
const notPersonal = z.refine<{ password: string; email: string; firstName: string; lastName: string }>(
  (v) => !isPersonalPassword(v.password, v),
  { path: ['password'], message: PASSWORD_PERSONAL },
);

export const registerBodySchema = registerFields.check(notPersonal);

/** Sign-up form: the register body plus the confirmation the spec checks (key pwd_not_similar). */
export const signupFormSchema = z
  .extend(z.omit(registerFields, { token: true }), { confirmPassword: z.string() })
  .check(
    notPersonal,
    z.refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'pwd_not_similar' }),
  );

export const tokenizationSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: intSchema(1),
  /** Ours: how long the refresh token lives, so clients keep the session cookies exactly that long. */
  refreshExpiresIn: z.optional(intSchema(1)),
});
export type Tokenization = z.infer<typeof tokenizationSchema>;

/** Answer of login, register and refresh-token (docs/product.md §7). */
export const authAnswerSchema = z.object({ user: userSchema, tokenization: tokenizationSchema });
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema, token: captchaTokenSchema });

/** docs/product.md §7: `token` is the single-use reset token of the mailed link; `captcha` the challenge. */
export const RESET_TYPES = ['reset'] as const;
export const resetPasswordBodySchema = z.object({
  token: boundedSchema(20, 200),
  password: passwordSchema,
  type: z._default(z.enum(RESET_TYPES), 'reset'),
  captcha: captchaTokenSchema,
});

/** A signed-in password change: the current password proves the holder of the session knows it. */
export const changePasswordBodySchema = z.object({
  currentPassword: boundedSchema(1, 1024),
  password: passwordSchema,
});

export const refreshTokenBodySchema = z.object({ refreshToken: boundedSchema(20, 200) });

export { messageSchema };
