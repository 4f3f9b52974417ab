// A route helper; it may import any layer below it (this import is allowed).
import { userOf } from '../repositories/users';

export const at = (path: string): string => `${path} ${userOf('a@b').length}`;
