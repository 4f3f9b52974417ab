// A deliberate import cycle (a → b → a): the lint test expects import-x/no-cycle to report it.
import { b } from './b';

export const a = (): string => `a${b()}`;
