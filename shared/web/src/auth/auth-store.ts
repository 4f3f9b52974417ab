import { createStore } from 'zustand/vanilla';
import { authApi, followsApi } from '../api/endpoint-calls';
import {
  collectionOf,
  type BackendUser,
  type EntityKind,
  type FollowedItem,
  type FollowLists,
  type SessionResponse,
} from '@receipts/contract';
import { getApi } from '../api/default-client';
import { clearPrefetched } from '../api/prefetch';
import { storeGrant } from '../api/token-storage';
import { clearQueries } from '../query/query-cache';
import type { IdentityAdapter, IdentityUser } from './identity';
import { normaliseFollowLists, EMPTY_FOLLOWS } from './follow-lists';

export const FOLLOWS_ERROR = 'Failed to load followed entities';

export interface AuthState {
  /**
   * 'loading' until the first identity callback has been handled, so nothing redirects a member before their session is
   * known.
   */
  status: 'loading' | 'ready';
  user: BackendUser | null;
  identityUser: IdentityUser | null;
  follows: FollowLists;
  followsError: string | null;
  /** Last backend sign-in failure for an identity user, if any. */
  backendError: string | null;
  start(identity?: IdentityAdapter | null): () => void;
  /**
   * Listen to an identity service that loaded after start (Firebase loads only when someone picks a
   * social provider or an identity session may exist): its users are handed to the backend as at start.
   */
  attachIdentity(identity: IdentityAdapter): () => void;
  /** Hand an identity user's token to the backend and keep the session it returns. */
  exchangeIdentity(identityUser: IdentityUser): Promise<BackendUser>;
  /** Keep a sign-in's user and its access token (login, social sign-in, a password change). */
  acceptSession(session: Pick<SessionResponse, 'user' | 'token' | 'token_expires_in'>): void;
  refreshUser(): Promise<BackendUser | null>;
  loadFollows(): Promise<void>;
  applyFollow(type: EntityKind, item: FollowedItem, following: boolean): void;
  signOut(): Promise<void>;
}

export function createAuthStore() {
  let identity: IdentityAdapter | null = null;
  let detach: (() => void) | null = null;
  return createStore<AuthState>()((set, get) => {
    async function settle(identityUser: IdentityUser | null) {
      set({ identityUser });
      if (identityUser)
        await get()
          .exchangeIdentity(identityUser)
          .catch(() => get().refreshUser());
      else await get().refreshUser();
      await get().loadFollows();
      set({ status: 'ready' });
    }
    return {
      status: 'loading',
      user: null,
      identityUser: null,
      follows: EMPTY_FOLLOWS,
      followsError: null,
      backendError: null,

      start(adapter = null) {
        if (!adapter) {
          void settle(null);
          return () => undefined;
        }
        return get().attachIdentity(adapter);
      },

      attachIdentity(adapter) {
        if (identity === adapter && detach) return detach;
        detach?.();
        identity = adapter;
        const stop = adapter.onAuthStateChanged((identityUser) => void settle(identityUser));
        let stopped = false;
        const detachThis = () => {
          if (stopped) return;
          stopped = true;
          stop();
          // An old detach must not make the store forget a service attached after it.
          if (detach !== detachThis) return;
          identity = null;
          detach = null;
        };
        detach = detachThis;
        return detachThis;
      },

      async exchangeIdentity(identityUser) {
        try {
          const session = await authApi.firebase({
            token: await identityUser.getIdToken(),
            providerId: identityUser.providerIds[0] ?? 'unknown',
            emailVerified: identityUser.emailVerified,
          });
          get().acceptSession(session);
          return session.user;
        } catch (error) {
          set({ backendError: error instanceof Error ? error.message : String(error) });
          throw error;
        }
      },

      acceptSession(session) {
        clearPrefetched();
        clearQueries();
        storeGrant(getApi().tokens, session);
        set({ user: session.user, backendError: null });
      },

      async refreshUser() {
        try {
          const { user } = await authApi.currentUser();
          set({ user });
          return user;
        } catch {
          set({ user: null });
          return null;
        }
      },

      async loadFollows() {
        if (!get().user) return set({ follows: EMPTY_FOLLOWS, followsError: null });
        try {
          set({ follows: normaliseFollowLists(await followsApi.mine()), followsError: null });
        } catch {
          set({ follows: EMPTY_FOLLOWS, followsError: FOLLOWS_ERROR });
        }
      },

      applyFollow(type, item, following) {
        const key = collectionOf(type);
        const without = get().follows[key].filter((entry) => entry.id !== item.id);
        set({ follows: { ...get().follows, [key]: following ? [...without, item] : without } });
      },

      async signOut() {
        await identity?.signOut().catch(() => undefined);
        await authApi.logout().catch(() => undefined);
        getApi().tokens.clear();
        clearPrefetched();
        clearQueries();
        set({ user: null, identityUser: null, follows: EMPTY_FOLLOWS, followsError: null });
      },
    };
  });
}

export type AuthStore = ReturnType<typeof createAuthStore>;
