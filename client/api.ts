import { config } from "./config.ts";

/** The alpha application payload of SPEC §3. */
export interface AlphaApplication {
  email: string;
  experience: string;
  automationsCount: string;
  devicesCount: string;
  entityTypes: string[];
}

/** Reads the `{ error }` sentence of a failed response, if the body has one. */
export async function errorOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === "string" && body.error ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/** Calls our API; `token` is the user's Firebase ID token for signed-in calls. */
export function apiFetch(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return fetch(config.apiUrl + path, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/**
 * POST /alpha-subscribe; throws the server's message, else 'Failed to submit application'. `token`
 * (signed in) lets the address's verified owner update an application that already exists.
 */
export async function submitAlphaApplication(application: AlphaApplication, token?: string | null): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch("/alpha-subscribe", { method: "POST", body: application, token: token ?? undefined });
  } catch {
    throw new Error("Failed to submit application");
  }
  if (!response.ok) throw new Error((await errorOf(response)) ?? "Failed to submit application");
}
