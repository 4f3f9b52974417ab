/** Limits the API enforces and the browser's forms respect. Written once, here. */

/** Statement lists: `page` and `per_page`. */
export const MAX_PAGE = 10_000;
export const MAX_PER_PAGE = 50;
export const DEFAULT_PER_PAGE = 10;

/** Create payload. */
export const TITLE_MAX = 255;
export const BODY_MAX = 10_000;
export const PREDICTION_CHOICE_MAX = 255;
export const MAX_TOPICS = 4;
export const CONFIDENCE_MIN = 1;
export const CONFIDENCE_MAX = 10;
export const DEFAULT_CONFIDENCE = 5;
export const OUTCOME_NOTES_MAX = 2000;

/** Comments. */
export const COMMENT_MAX = 5000;

/** Accounts: passwords of at least 8 characters, as the forms' helper text says. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 150;

/** Directory searches and avatar URLs. */
export const DIRECTORY_SEARCH_MAX = 100;
export const STATEMENT_SEARCH_MAX = 200;
export const PHOTO_URL_MAX = 2048;

/** A member's own profile (Settings). Usernames keep the sign-up handle rules (letters, digits and . _ + -). */
export const USERNAME_MAX_LENGTH = 30;
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 280;
export const FAVOURITE_TEAMS_MAX = 5;

/** Feature requests. */
export const FEATURE_TITLE_MIN = 5;
export const FEATURE_TITLE_MAX = 120;
export const FEATURE_DESCRIPTION_MAX = 2000;
