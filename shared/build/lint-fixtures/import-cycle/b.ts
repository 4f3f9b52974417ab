// The other half of the deliberate cycle (see a.ts).
import { a } from './a';

export const b = (): string => (Math.random() > 2 ? a() : 'b');
