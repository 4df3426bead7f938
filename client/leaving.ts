/**
 * Signing out to leave the page. The profile's guard sends a signed-out visitor to /login; when the
 * visitor signed out here (Log out, Sign out everywhere, Delete account), the guard must not race the
 * action's own navigation, whose address and hand-over toast are the right ones: the later navigation
 * aborts the earlier.
 */
import { session } from "./start-session.ts";
import { handOverToast, showToast } from "./toast.ts";

/** A live binding: the guard reads it when the signed-out state arrives. */
export let signingOutToLeave = false;

/**
 * Ends this device's session for an action that goes elsewhere once it is over. When signing out fails
 * the visitor is still signed in, so the guard has nothing to race and the flag may stay.
 */
export async function signOutToLeave(): Promise<void> {
  signingOutToLeave = true;
  await (await session()).logout();
}

/** Signs out, then goes to / where the hand-over toast confirms it (SPEC §4, §8). */
export async function logoutAndGoHome(): Promise<void> {
  try {
    await signOutToLeave();
  } catch (error) {
    console.error(error);
    showToast("Failed to log out", "error");
    return;
  }
  handOverToast("Logged out successfully");
  window.location.assign("/");
}
