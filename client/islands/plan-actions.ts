/** What every plan call shares: the ID token, and its failure's sentence (checkout.ts quotes the server). */
import { session } from "../start-session.ts";
import { showToast } from "../toast.ts";

export const token = async () => {
  const value = await (await session()).currentToken();
  if (!value) throw new Error("Your session has ended; sign in again.");
  return value;
};

/**
 * Runs a background load (no button waits on it); a failure becomes an error toast saying the server's
 * sentence, or checkout.ts's own (as a plan button's failure does: client/action.ts's default).
 */
export async function attempt<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    showToast((error as Error).message, "error");
    return undefined;
  }
}
