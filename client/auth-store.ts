import { createStore } from "./store.ts";

/** The parts of a Firebase user the site shows (SPEC §3). */
export interface AccountUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  creationTime: string | null;
}

export interface AuthState {
  user: AccountUser | null;
  /** True until the first auth state is known. */
  loading: boolean;
  apiKey: string | null;
  /** When the key last compiled something through the API (ISO), or null. */
  keyLastUsed: string | null;
  /** When the current key was issued (ISO); absent until the key is loaded (left out of resets to save bytes on every page). */
  keyCreated?: string | null;
}

export const authStore = createStore<AuthState>({ user: null, loading: true, apiKey: null, keyLastUsed: null });
