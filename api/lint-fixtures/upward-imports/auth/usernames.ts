// A higher layer's helper, imported from below on purpose (see repositories/users.ts).
export const handleOf = (email: string): string => email.split('@')[0] ?? '';
