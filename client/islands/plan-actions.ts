/** What every plan button does around its call: get the ID token, and turn a failure into an error toast. */
import { session } from "../start-session.ts";
import { showToast } from "../toast.ts";

export const token = async () => {
  const value = await (await session()).currentToken();
  if (!value) throw new Error("Your session has ended; sign in again.");
  return value;
};

/** Runs a plan action; a failure becomes an error toast with the server's sentence. */
export async function attempt<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    showToast((error as Error).message, "error");
    return undefined;
  }
}
