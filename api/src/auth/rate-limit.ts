import { HttpError } from '../plugins/errors';

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

export const tooManyAttemptsMessage = (wait: number) => `Too many attempts. Please wait ${seconds(wait)} and try again.`;

export const tooManyWritesMessage = (wait: number) => `You're doing that too often. Please wait ${seconds(wait)} and try again.`;

/** 429 with a message the sign-in dialog can show as is (in `detail` and `error`). */
export const tooManyAttempts = (wait: number) => new HttpError(429, tooManyAttemptsMessage(wait), { error: tooManyAttemptsMessage(wait) });

/** 429 for a write over the per-user or per-IP limit; the UI shows it as is. */
export const tooManyWrites = (wait: number) => new HttpError(429, tooManyWritesMessage(wait), { error: tooManyWritesMessage(wait) });
