// Wrong on purpose: a domain's route importing another domain's route (reported); its own data is allowed.
import { notesRoute } from '../../notes/routes/notes';
import { gameOf } from '../data/games';

export const gamesRoute = (id: number): string => `${gameOf(id)} ${notesRoute(id)}`;
