import { otherPrefix } from "../content/alpha-form.ts";
import { apiCall } from "./api.ts";

/** The alpha application payload of SPEC §3. */
export interface AlphaApplication {
  email: string;
  experience: string;
  automationsCount: string;
  devicesCount: string;
  entityTypes: string[];
}

/** SPEC §3: 'other' becomes 'other: ' plus the free text; the other entries keep their values. */
export function applicationFrom(form: FormData, lockedEmail?: string | null): AlphaApplication {
  const text = String(form.get("otherEntities") ?? "").trim();
  return {
    email: lockedEmail ?? String(form.get("email") ?? ""),
    experience: String(form.get("experience") ?? ""),
    automationsCount: String(form.get("automationsCount") ?? ""),
    devicesCount: String(form.get("devicesCount") ?? ""),
    entityTypes: form.getAll("entityTypes").map((value) => (value === "other" ? otherPrefix + text : String(value))),
  };
}

/**
 * POST /alpha-subscribe; throws the server's message, else 'Failed to submit application'. `token`
 * (signed in) lets the address's verified owner update an application that already exists.
 */
export async function submitAlphaApplication(application: AlphaApplication, token?: string | null): Promise<void> {
  await apiCall("/alpha-subscribe", { method: "POST", body: application, token, failure: "Failed to submit application", quote: true });
}
