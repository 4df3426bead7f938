import { storageKeys } from "./storage-keys.ts";
import { createStore } from "./store.ts";

export type ToastType = "success" | "error";

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
}

/** SPEC §9: a toast clears itself after 5000 ms. */
export const TOAST_MS = 5000;
const HANDOVER_KEY = storageKeys.toast;

export const toastStore = createStore<Toast | null>(null);
let sequence = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows one toast, replacing any current one, and clears it after TOAST_MS. */
export function showToast(message: string, type: ToastType = "success"): void {
  clearTimeout(timer);
  const toast = { id: ++sequence, message, type };
  toastStore.set(toast);
  timer = setTimeout(() => dismissToast(toast.id), TOAST_MS);
}

/** Closes the toast with this id (a late timer must not close a newer toast). */
export function dismissToast(id: number): void {
  toastStore.set((current) => (current?.id === id ? null : current));
}

/** Keeps a toast for the next page, because a navigation is about to unload this one. */
export function handOverToast(message: string, type: ToastType = "success"): void {
  try {
    sessionStorage.setItem(HANDOVER_KEY, JSON.stringify({ message, type }));
  } catch {
    // Storage blocked: the message is lost, the navigation still happens.
  }
}

export function hasHandedOverToast(): boolean {
  try {
    return sessionStorage.getItem(HANDOVER_KEY) !== null;
  } catch {
    return false;
  }
}

/** Shows the toast the previous page handed over, once. */
export function showHandedOverToast(): void {
  try {
    const raw = sessionStorage.getItem(HANDOVER_KEY);
    sessionStorage.removeItem(HANDOVER_KEY);
    if (!raw) return;
    const { message, type } = JSON.parse(raw) as Partial<Toast>;
    if (typeof message === "string") showToast(message, type === "error" ? "error" : "success");
  } catch {
    // A malformed hand-over is dropped rather than breaking the page.
  }
}
