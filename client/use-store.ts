import { useSyncExternalStore } from "react";
import type { Store } from "./store.ts";

/** Subscribes a component to a store; the first (hydrating) render sees the server's value. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
