// Wrong on purpose: openapi/ importing a route file (reported).
import { at } from '../routes/endpoint';

export const factsOf = (path: string): string => at(path);
