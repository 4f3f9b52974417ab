export { JOB } from './names';
export type { JobDefinition, Jobs } from './types';
