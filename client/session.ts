import "./core.ts";
import { initializeApp } from "firebase/app";
import {
  type User,
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
} from "firebase/auth";
import { apiCall } from "./api.ts";
import { type AccountUser, authStore } from "./auth-store.ts";
import { config } from "./config.ts";
import { refreshSubscription } from "./subscription.ts";

// Local persistence (not the IndexedDB default) so the pre-paint script can see a session exists.
const auth = initializeAuth(initializeApp(config.firebase), { persistence: browserLocalPersistence });
if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });

/** While sign-up runs the listener is suspended (SPEC §4): the new user is signed out at once. */
let suspended = false;

const accountUser = (user: User): AccountUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  photoURL: user.photoURL,
  creationTime: user.metadata.creationTime ?? null,
});

async function fetchApiKey(user: User): Promise<{ apiKey: string; keyLastUsed: string | null; keyCreated: string | null }> {
  const response = await apiCall("/api-key", { token: await user.getIdToken(), failure: "Failed to fetch API key" });
  const body = (await response.json()) as { success?: boolean; api_key?: string; created_at?: string; last_used_at?: string | null };
  if (!body.success || typeof body.api_key !== "string") throw new Error("Failed to fetch API key");
  return { apiKey: body.api_key, keyLastUsed: body.last_used_at ?? null, keyCreated: body.created_at ?? null };
}

onAuthStateChanged(auth, async (user) => {
  if (suspended) return;
  authStore.set({ user: user ? accountUser(user) : null, loading: false, apiKey: null, keyLastUsed: null });
  void refreshSubscription(user ? await user.getIdToken() : null);
  if (!user) return;
  try {
    const key = await fetchApiKey(user);
    authStore.set((state) => (state.user?.uid === user.uid ? { ...state, ...key } : state));
  } catch (error) {
    console.error(error); // SPEC §8: on a state change a failed key fetch is only logged.
  }
});

/** Ends the session; the listener above then clears the store. */
export const logout = (): Promise<void> => signOut(auth);

/** Signs in and fetches the API key; a failed key call fails the sign-in. */
export async function login(email: string, password: string): Promise<void> {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  try {
    const key = await fetchApiKey(user);
    authStore.set({ user: accountUser(user), loading: false, ...key });
  } catch (error) {
    await signOut(auth);
    throw error;
  }
}

/**
 * Creates the account, registers it with our API, runs `registered` with the new user's ID token (the
 * verification e-mail, sent by the caller so its code stays out of this bundle), then signs out so the
 * visitor logs in.
 */
export async function register(email: string, password: string, registered?: (idToken: string) => Promise<void>): Promise<void> {
  suspended = true;
  try {
    const { user } = await createUserWithEmailAndPassword(auth, email, password);
    await apiCall("/register", { method: "POST", token: await user.getIdToken(), body: { email }, failure: "Failed to create API key" }).catch((error) => {
      console.error(error);
      throw error;
    });
    await registered?.(await user.getIdToken());
  } finally {
    if (auth.currentUser) await signOut(auth);
    suspended = false;
    authStore.set({ user: null, loading: false, apiKey: null, keyLastUsed: null });
  }
}

/**
 * The signed-in user's ID token, for refreshing the subscription after checkout. `refresh` mints a new
 * one, whose claims (email_verified after the e-mailed link) are current.
 */
export async function currentToken(refresh?: boolean): Promise<string | null> {
  await auth.authStateReady();
  return (await auth.currentUser?.getIdToken(refresh)) ?? null;
}
