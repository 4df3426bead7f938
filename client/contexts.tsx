import { type ReactNode, createContext, useContext } from "react";
import { type AuthState, authStore } from "./auth-store.ts";
import { useStore } from "./use-store.ts";
import { type SubscriptionState, subscriptionStore } from "./subscription.ts";

const AuthContext = createContext<AuthState | null>(null);
const SubscriptionContext = createContext<SubscriptionState | null>(null);

/** SPEC §4: children are not rendered while the first auth state is unknown. */
export function AuthProvider({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const state = useStore(authStore);
  return <AuthContext.Provider value={state}>{state.loading ? fallback : children}</AuthContext.Provider>;
}

export function SubscriptionProvider({ children }: { children: ReactNode }) {
  return <SubscriptionContext.Provider value={useStore(subscriptionStore)}>{children}</SubscriptionContext.Provider>;
}

/** SPEC §8: using either context outside its provider is a programming error. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used within an AuthProvider");
  return state;
}

export function useSubscription(): SubscriptionState {
  const state = useContext(SubscriptionContext);
  if (!state) throw new Error("useSubscription must be used within a SubscriptionProvider");
  return state;
}
