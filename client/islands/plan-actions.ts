/** What every plan call shares: the ID token, and its failure's sentence (checkout.ts quotes the server). */
import { session } from "../start-session.ts";
import { showToast } from "../toast.ts";

export const token = async () => {
  const value = await (await session()).currentToken();
  if (!value) throw new Error("Your session has ended; sign in again.");
  return value;
};

/** A plan call's failure says the server's sentence, or checkout.ts's own. */
export const planFailure = (error: unknown) => (error as Error).message;

/** Runs a background load (no button waits on it); a failure becomes an error toast. */
export async function attempt<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    showToast(planFailure(error), "error");
    return undefined;
  }
}
