/** The HomeDirective API, called with the account's key as a bearer header (no cookie: any origin may call). */
import type { Home } from "./home.ts";

export interface Plan {
  plan: string;
  name: string;
  status: string;
  /** null when the plan is unlimited. */
  deviceLimit: number | null;
}

/** The compiler's canonical result (SCHEMA.md): an automation, an immediate action, or a refusal. */
export type Result =
  | { kind: "automation"; triggers: unknown[]; conditions: unknown[]; actions: Action[] }
  | { kind: "action"; actions: Action[] }
  | { kind: "error"; reason: string; message?: string };
export type Action = Record<string, unknown> & { action?: string; target?: { entity_id?: string[] }; data?: Record<string, unknown> };

export interface Compiled {
  result: Result;
  yaml: string;
  /** Plain language; absent from an API that predates it. */
  summary?: string;
}

/** A refusal, carrying the API's own sentence (it already says what to do). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The one fetch wrapper: the key as a bearer header, JSON both ways, the API's sentence on a refusal. */
export async function request<T>(apiUrl: string, key: string, method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl.replace(/\/$/, "")}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "omit",
    });
  } catch {
    throw new ApiError(`HomeDirective's API at ${apiUrl} did not answer; check this Home Assistant's internet connection and try again.`, 0);
  }
  const answer = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || !answer) throw new ApiError(answer?.error ?? `HomeDirective's API answered ${response.status}; try again in a minute.`, response.status);
  return answer;
}
const call = <T>(apiUrl: string, key: string, path: string, body?: unknown) => request<T>(apiUrl, key, body === undefined ? "GET" : "POST", path, body);

/** GET /v1/plan: which plan the key's account has; refused (403) without an active plan, 401 for a wrong key. */
export const fetchPlan = (apiUrl: string, key: string) => call<Plan>(apiUrl, key, "/v1/plan");

/** POST /v1/compile: the directive resolved against the exposed home. */
export const compile = (apiUrl: string, key: string, text: string, home: Home) => call<Compiled>(apiUrl, key, "/v1/compile", { text, home });

/** POST /v1/suggestions: directives written for the exposed home (plans with Auto-prompting; others 403 with a sentence). */
export const suggest = (apiUrl: string, key: string, home: Home) => call<{ suggestions: { text: string }[] }>(apiUrl, key, "/v1/suggestions", { home });
