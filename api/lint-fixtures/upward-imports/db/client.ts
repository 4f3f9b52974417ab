// Wrong on purpose: db/ importing a layer above it (import-x/no-restricted-paths reports it).
import { handleOf } from '../auth/usernames';

export const connect = (): string => `db ${handleOf('db@host')}`;
