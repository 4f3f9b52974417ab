// Wrong on purpose: a repository importing auth/ (reported); its import of db/ is allowed.
import { handleOf } from '../auth/usernames';
import { connect } from '../db/client';

export const userOf = (email: string): string => `${connect()} ${handleOf(email)}`;
