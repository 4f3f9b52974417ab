// Wrong on purpose: a plugin importing a route file (reported); its import of a repository is allowed.
import { at } from '../routes/endpoint';
import { userOf } from '../repositories/users';

export const csrfRoute = (): string => at(userOf('a@b'));
