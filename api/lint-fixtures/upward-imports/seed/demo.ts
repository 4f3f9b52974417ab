// Wrong on purpose: a folder outside domains/ importing a domain's route (reported).
import { gamesRoute } from '../domains/games/routes/games';

export const seedDemo = (): string => gamesRoute(1);
