/** The user the identity provider (Firebase) signed in, plus what the store needs to hand it to the backend. */
export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  /** Linked provider ids, first one first (e.g. 'google.com'). */
  providerIds: string[];
  getIdToken(): Promise<string>;
}

/** The hosted identity service as the store sees it; the shell adapts the Firebase SDK to this. */
export interface IdentityAdapter {
  onAuthStateChanged(callback: (user: IdentityUser | null) => void): () => void;
  signOut(): Promise<void>;
}
