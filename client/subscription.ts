import type { Subscription } from "../content/subscriptions.ts";
import { apiCall } from "./api.ts";
import { createStore } from "./store.ts";

/** GET /subscription's body, declared once beside the plans (the API builds its schema from the same lists). */
export type { Subscription };

export interface SubscriptionState {
  data: Subscription | null;
  loading: boolean;
  error: string | null;
}

export const subscriptionStore = createStore<SubscriptionState>({ data: null, loading: false, error: null });

/** Fetches the subscription with the user's ID token; with no token the state is cleared. */
export async function refreshSubscription(token: string | null): Promise<void> {
  if (!token) return subscriptionStore.set({ data: null, loading: false, error: null });
  subscriptionStore.set((state) => ({ ...state, loading: true, error: null }));
  try {
    const response = await apiCall("/subscription", { token, failure: "Failed to fetch subscription" });
    subscriptionStore.set({ data: (await response.json()) as Subscription, loading: false, error: null });
  } catch (error) {
    console.error(error);
    subscriptionStore.set({ data: null, loading: false, error: "Failed to fetch subscription information" });
  }
}
