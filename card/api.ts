/**
 * The HomeDirective API, called with the account's key as a bearer header (no cookie: any origin may call).
 * Its answers are the API's and the compiler's own wire types, imported type-only (erased: 0 bytes).
 */
import type { CompileAnswer } from "../api/routes/key/compile.ts";
import type { PlanAnswer } from "../api/routes/key/plan.ts";
import type { SuggestionsAnswer } from "../api/routes/key/suggestions.ts";
import type { Result } from "../directive/types.ts";
import type { Home } from "./home.ts";

export type { Action, Result } from "../directive/types.ts";
/** GET /v1/plan's answer; deviceLimit null when the plan is unlimited. */
export type Plan = PlanAnswer;
/** POST /v1/compile's answer: the API types `result` as any object; it is the compiler's Result (SCHEMA.md). */
export type Compiled = Omit<CompileAnswer, "result"> & { result: Result };

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
export const suggest = (apiUrl: string, key: string, home: Home) => call<SuggestionsAnswer>(apiUrl, key, "/v1/suggestions", { home });
