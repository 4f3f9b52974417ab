// Wrong on purpose: a domain's data layer importing its plugins' helper (reported); its import of db/ is allowed.
import { connect } from '../../../db/client';
import { formatNote } from '../plugins/format';

export const noteOf = (id: number): string => `${connect()} ${formatNote(id)}`;
