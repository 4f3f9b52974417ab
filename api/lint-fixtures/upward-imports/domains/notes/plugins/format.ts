// A plugin's helper, imported from the domain's data layer on purpose (see data/notes.ts).
export const formatNote = (id: number): string => `note ${id}`;
