import { asPageAction } from "./leaving.ts";
import { session } from "./start-session.ts";
import { handOverToast, showToast } from "./toast.ts";

/** Signs out, then goes to / where the hand-over toast confirms it (SPEC §4, §8). */
export function logoutAndGoHome(): Promise<boolean> {
  return asPageAction(goHomeSignedOut);
}

async function goHomeSignedOut(): Promise<boolean> {
  try {
    await (await session()).logout();
  } catch (error) {
    console.error(error);
    showToast("Failed to log out", "error");
    return false;
  }
  handOverToast("Logged out successfully");
  window.location.assign("/");
  return true;
}
