import { ApiError } from "./api.ts";

/** One sentence from whatever Home Assistant or the network threw (callApi throws {error, status_code, body}). */
export function haMessage(error: unknown): string {
  const e = error as { message?: string; error?: string; body?: { message?: string } | string } | null;
  const body = typeof e?.body === "object" ? e?.body?.message : e?.body;
  if (e?.error === "Request error") return "Home Assistant could not be reached; check the connection and try again. Nothing was saved.";
  return `Home Assistant refused: ${body || e?.message || e?.error || String(error)}. Nothing was saved.`;
}

/** The API's own sentence for its refusals, else Home Assistant's or the network's. */
export const sentence = (error: unknown) => (error instanceof ApiError ? error.message : haMessage(error));
