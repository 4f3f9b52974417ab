import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits';
import { backendUserSchema, emailField, newPasswordField } from './users';

/** Access tokens, password reset and password change. */

/** POST /api/auth/token/: a fresh access token for the cookie session. */
export const accessTokenResponseSchema = z.object({ token: z.string(), token_expires_in: z.number().int().positive() });

export const passwordResetBody = z.object({ email: emailField });

export const passwordResetConfirmBody = z.object({
  token: z
    .string({ error: 'The reset link is incomplete.' })
    .min(1, 'The reset link is incomplete.')
    .max(200, 'The reset link is invalid.'),
  password: newPasswordField,
});

export const passwordChangeBody = z.object({
  current_password: z
    .string({ error: 'Current password is required.' })
    .min(1, 'Current password is required.')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  new_password: newPasswordField,
});

/** The changing browser stays signed in: a new session cookie and this new access token. */
export const passwordChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: backendUserSchema,
  token: z.string(),
  token_expires_in: z.number().int().positive(),
});

export type AccessTokenResponse = z.output<typeof accessTokenResponseSchema>;
export type PasswordResetRequest = z.input<typeof passwordResetBody>;
export type PasswordResetConfirmRequest = z.input<typeof passwordResetConfirmBody>;
export type PasswordChangeRequest = z.input<typeof passwordChangeBody>;
export type PasswordChangeResponse = z.output<typeof passwordChangeResponseSchema>;
