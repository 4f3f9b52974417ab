import { z } from 'zod';
import { teamById } from '../catalog';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  EMAIL_MAX_LENGTH,
  FAVOURITE_TEAMS_MAX,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from '../limits';
import { normaliseUsername, PASSWORD_TOO_SHORT, usernameProblem } from '../validators';

/** A user as the API answers it. Both spellings of the verified flag are serialised. */
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

/**
 * Login and social sign-in answers. `token` is a short-lived access token for `Authorization: Bearer` (never the
 * session, which stays in the HttpOnly `sessionid` cookie); it expires after `token_expires_in` seconds and the
 * client gets a fresh one from POST /api/auth/token/.
 */
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  user: backendUserSchema,
  token: z.string(),
  token_expires_in: z.number().int().positive(),
});

/** Registration answers the same whether or not the e-mail already has an account: no session, a message. */
export const registerResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The answer of the authentication check: whether a session is signed in, and as whom. */
export const authCheckResponseSchema = z.object({
  authenticated: z.boolean(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  cookies: z.object({ sessionid: z.boolean() }),
  environment: z.string(),
});

/** PostgreSQL text cannot hold NUL, and no e-mail or name needs control characters: refuse them up front (400, not a 500). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

export const emailField = z
  .string({ error: 'E-mail is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'E-mail is required.')
  .max(EMAIL_MAX_LENGTH, `E-mail must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .regex(NO_CONTROL_CHARACTERS, 'E-mail must not contain control characters.');

/** A password being chosen (registration, reset, change): at least the minimum length, worded as the forms show it. */
export const newPasswordField = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const registerBodySchema = z.object({
  email: emailField.email('Enter a valid e-mail address.'),
  password: newPasswordField,
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters.`)
    .regex(NO_CONTROL_CHARACTERS, 'Name must not contain control characters.'),
});

export const loginBodySchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

/**
 * What the browser sends the backend after an identity provider signs the fan in. Only the token is trusted (after
 * verification); the rest is advisory.
 */
export const firebaseBodySchema = z.object({
  token: z.string({ error: 'token is required.' }).min(1, 'token is required.').max(16_384, 'token is too long.'),
  providerId: z.string().max(100).optional(),
  emailVerified: z.boolean().optional(),
  _tokenResponse: z.record(z.string(), z.unknown()).optional(),
});

export const verifyEmailParams = z.object({ token: z.string().max(200) });
export const verifyEmailQuery = z.object({ email: z.string().max(320).optional() });
/** 200 answers `{message}`; failures answer `{error}`, shown by the forms as it is. */
export const verifyEmailResponseSchema = z.object({ message: z.string().optional(), error: z.string().optional() });

export const logoutResponseSchema = z.object({ success: z.literal(true) });
export const csrfResponseSchema = z.object({ csrfToken: z.string() });
export const testCreateUserResponseSchema = z.object({
  user: backendUserSchema,
  created: z.boolean(),
  token: z.string().optional(),
  token_expires_in: z.number().int().positive().optional(),
});

/** Public profiles: e-mail and auth provider only for the owner. */
export const publicProfileSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  display_name: z.string().nullable(),
  bio: z.string(),
  photoURL: z.string().nullable(),
  date_joined: z.string(),
  prediction_count: z.number(),
  /** Fans who follow this one, and the fans, commentators, podcasts and shows this one follows. */
  followers_count: z.number(),
  following_count: z.number(),
  /** Whether the signed-in viewer follows this fan (false for a visitor and on one's own profile). */
  is_following: z.boolean(),
  /** Catalogue team ids the member picked, in their order (the API always sends it; older mocks may not). */
  favourite_teams: z.array(z.string()).optional(),
  /** Owner only. */
  email: z.string().optional(),
  /** Owner only. */
  auth_provider: z.string().optional(),
});

/**
 * PATCH /api/users/me/: the member's own profile. Every field is optional; what is sent is replaced. Bio and
 * display name are trimmed; an empty display name clears it (the name from sign-up shows instead).
 */
export const profileUpdateBody = z
  .object({
    display_name: z
      .string()
      .trim()
      .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters.`)
      .regex(NO_CONTROL_CHARACTERS, 'Display name must not contain control characters.')
      .optional(),
    username: z
      .string()
      .max(USERNAME_MAX_LENGTH * 4, `Username must be at most ${USERNAME_MAX_LENGTH} characters.`)
      .transform(normaliseUsername)
      .superRefine((value, ctx) => {
        const problem = usernameProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    bio: z
      .string()
      .trim()
      .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters.`)
      // Line breaks are fine in a bio; other control characters are not.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .regex(/^[^\u0000-\u0009\u000b-\u001f\u007f]*$/, 'Bio must not contain control characters.')
      .optional(),
    favourite_teams: z
      .array(z.string().max(64))
      .max(FAVOURITE_TEAMS_MAX, `Pick at most ${FAVOURITE_TEAMS_MAX} favourite teams.`)
      .refine((ids) => ids.every((id) => teamById.has(id)), 'Favourite teams must be teams from the catalogue.')
      .refine((ids) => new Set(ids).size === ids.length, 'Each favourite team may be picked once.')
      .optional(),
  })
  .strict();

/** The PATCH's answer: the account as the shell keeps it, and the public profile as others now see it. */
export const profileUpdateResponseSchema = z.object({ user: backendUserSchema, profile: publicProfileSchema });

export type BackendUser = z.output<typeof backendUserSchema>;
export type UserResponse = z.output<typeof userResponseSchema>;
export type SessionResponse = z.output<typeof sessionResponseSchema>;
export type RegisterResponse = z.output<typeof registerResponseSchema>;
export type AuthCheckResponse = z.output<typeof authCheckResponseSchema>;
export type EmailRegisterRequest = z.input<typeof registerBodySchema>;
export type EmailLoginRequest = z.input<typeof loginBodySchema>;
export type FirebaseAuthRequest = z.input<typeof firebaseBodySchema>;
export type VerifyEmailResponse = z.output<typeof verifyEmailResponseSchema>;
export type CsrfResponse = z.output<typeof csrfResponseSchema>;
export type PublicProfile = z.output<typeof publicProfileSchema>;
export type ProfileUpdateRequest = z.input<typeof profileUpdateBody>;
export type ProfileUpdateResponse = z.output<typeof profileUpdateResponseSchema>;
