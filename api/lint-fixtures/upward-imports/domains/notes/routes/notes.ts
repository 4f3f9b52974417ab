// A domain's route: its data, another domain's data and the shared route helpers are below it (all allowed).
import { gameOf } from '../../games/data/games';
import { at } from '../../../routes/endpoint';
import { noteOf } from '../data/notes';

export const notesRoute = (id: number): string => at(`${noteOf(id)} ${gameOf(id)}`);
