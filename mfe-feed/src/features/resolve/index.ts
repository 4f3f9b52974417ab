// Only the staff gate is exported: the panel itself is a separate chunk that visitors and members never fetch.
export { ResolvePanel } from './components/staff-resolve-panel';
