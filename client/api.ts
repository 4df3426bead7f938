import { config } from "./config.ts";

export interface ApiCall {
  method?: string;
  /** The user's Firebase ID token, for signed-in calls. */
  token?: string | null;
  /** A JSON object, if any. */
  body?: object;
  /** The sentence a refusal throws. */
  failure: string;
  /**
   * The visitor reads the error's message as it is: the server's own `{ error }` sentence where it sent
   * one, and `failure` when no answer came. Without it, no answer throws fetch's TypeError, which the
   * sentence tables (messages.ts) read as a network failure.
   */
  quote?: boolean;
}

/** The one call to our API: resolves to its ok answer; anything else throws (see ApiCall). */
export async function apiCall(path: string, { method, token, body, failure, quote }: ApiCall): Promise<Response> {
  const headers: Record<string, string> = body ? { "content-type": "application/json" } : {};
  if (token) headers.authorization = `Bearer ${token}`;
  // fetch's method defaults to GET; JSON.stringify(undefined) is undefined, no body.
  const response = await fetch(config.apiUrl + path, { method, headers, body: JSON.stringify(body) }).catch(
    (error: unknown) => {
      if (!quote) throw error;
    },
  );
  if (response?.ok) return response;
  // Our API's refusals are `{ error: "one sentence" }`; any other body (a proxy's page) leaves `failure`.
  const refusal: { error?: string } | undefined = quote ? await response?.json().catch(() => undefined) : undefined;
  throw new Error(refusal?.error || failure);
}
