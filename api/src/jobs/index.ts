export { jobsPlugin } from './plugin';
export { JOB } from './definitions';
export type { JobDefinition, Jobs } from './types';
