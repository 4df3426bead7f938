/**
 * A pasted recovery key (issue 29): used only if it opens records the home's key cannot. The records
 * this instance wrote under its own key are sealed again under the recovered one first, so none is lost;
 * then the recovered key becomes the home's key in the user's storage on the instance.
 */
import { deriveKeys, keyFromRecovery, openRecord } from "./crypto.ts";
import { type Opened, type RecordStore, recordStore, saveVaultKey } from "./records.ts";
import type { HomeAssistant } from "./types.ts";

export const NOT_A_KEY = "That is not a recovery key: it is the 43 letters, digits, - and _ the card showed. Nothing was changed.";
const OPENS_NONE = "That recovery key opens none of your directive records. Nothing was changed.";

/** The recovered key and its record store, or the sentence saying why nothing was changed. */
export async function recover(hass: HomeAssistant, text: string, opened: Opened[], api: { url: string; key: string }): Promise<{ key: Uint8Array; store: RecordStore } | string> {
  const key = keyFromRecovery(text);
  if (!key) return NOT_A_KEY;
  const keys = await deriveKeys(key);
  const opens = await Promise.all(opened.filter((o) => !o.record).map((o) => openRecord(keys, o.stored.id, o.stored.data).then(() => true, () => false)));
  if (!opens.some(Boolean)) return OPENS_NONE;
  const store = recordStore(api.url, api.key, keys);
  for (const { stored, record } of opened) if (record) await store.update(stored.id, { record });
  await saveVaultKey(hass, key);
  return { key, store };
}
