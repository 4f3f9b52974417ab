// Wrong on purpose: a domain's plugin importing its route file (reported); its import of its data is allowed.
import { noteOf } from '../data/notes';
import { notesRoute } from '../routes/notes';

export const busOf = (id: number): string => `${noteOf(id)} ${notesRoute(id)}`;
