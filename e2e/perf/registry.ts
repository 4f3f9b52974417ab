import registry from '../../shared/src/routes/remotes.registry.json';

/** Every remote's folder, from the one registry of remotes. */
export const REMOTE_FOLDERS_FOR_BUDGET: string[] = registry.map((remote: { folder: string }) => remote.folder);
