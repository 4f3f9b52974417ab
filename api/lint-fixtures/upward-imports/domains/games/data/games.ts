// A domain's repository on db/ (allowed).
import { connect } from '../../../db/client';

export const gameOf = (id: number): string => `${connect()} game ${id}`;
