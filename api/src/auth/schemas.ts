import { z } from 'zod';
import type { AuthCheckResponse, BackendUser, SessionResponse, UserResponse } from '@receipts/shared/contract';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from './passwords';

/** Compile-time proof that a zod schema describes exactly a contract type. */
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Spec §3 "Backend user". */
export const backendUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  email_verified: z.boolean(),
  emailVerified: z.boolean(),
  is_staff: z.boolean(),
  display_username: z.string().nullable(),
  display_name: z.string().nullable(),
  photoURL: z.string().nullable(),
  auth_provider: z.string(),
  uid: z.string().nullable(),
});

export const userResponseSchema = z.object({ user: backendUserSchema });

/** Login, register and social sign-in answers; `token` is the session token for `Authorization: Bearer`. */
export const sessionResponseSchema = z.object({ success: z.literal(true), user: backendUserSchema, token: z.string() });

export const authCheckResponseSchema = z.object({
  authenticated: z.boolean(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  cookies: z.object({ sessionid: z.boolean() }),
  environment: z.string(),
});

const shapeChecks: [
  Exact<z.infer<typeof backendUserSchema>, BackendUser>,
  Exact<z.infer<typeof userResponseSchema>, UserResponse>,
  Exact<z.infer<typeof sessionResponseSchema>, SessionResponse>,
  Exact<z.infer<typeof authCheckResponseSchema>, AuthCheckResponse>,
] = [true, true, true, true];
void shapeChecks;

export const EMAIL_MAX_LENGTH = 254;

/** PostgreSQL text cannot hold NUL, and no e-mail or name needs control characters: refuse them up front (400, not a 500). */
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

const emailField = z
  .string({ error: 'E-mail is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'E-mail is required.')
  .max(EMAIL_MAX_LENGTH, `E-mail must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .regex(NO_CONTROL_CHARACTERS, 'E-mail must not contain control characters.');

export const registerBodySchema = z.object({
  email: emailField.email('Enter a valid e-mail address.'),
  password: z
    .string({ error: 'Password is required.' })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(150, 'Name must be at most 150 characters.')
    .regex(NO_CONTROL_CHARACTERS, 'Name must not contain control characters.'),
});

export const loginBodySchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

/** Spec §3 "Auth payload to the backend". Only the token is trusted (after verification); the rest is advisory. */
export const firebaseBodySchema = z.object({
  token: z.string({ error: 'token is required.' }).min(1, 'token is required.').max(16_384, 'token is too long.'),
  providerId: z.string().max(100).optional(),
  emailVerified: z.boolean().optional(),
  _tokenResponse: z.record(z.string(), z.unknown()).optional(),
});

export const messageSchema = z.object({ message: z.string() });
