/** API keys: generation, the keyed lookup hash and the sealed copy shown to the owner. */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/** Recognisable in logs, config files and secret scanners. */
export const KEY_PREFIX = "hca_";
const VERSION = 1; // first byte of a sealed key, so the sealing scheme can change without a migration
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A new key: the prefix and 256 bits from the operating system's CSPRNG, base64url. */
export function newApiKey(): string {
  return KEY_PREFIX + randomBytes(32).toString("base64url");
}

/** HMAC-SHA256 of the key: lets a service find the account for a presented key without storing it. */
export function hashApiKey(key: string, hashKey: Buffer): Buffer {
  return createHmac("sha256", hashKey).update(key).digest();
}

/** AES-256-GCM with the account id as associated data, so a sealed key cannot be moved to another account. */
export function sealApiKey(key: string, sealKey: Buffer, uid: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", sealKey, iv);
  cipher.setAAD(Buffer.from(uid));
  const body = Buffer.concat([cipher.update(key, "utf8"), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

/** Opens a sealed key; throws when it was tampered with, moved, or sealed with another key. */
export function openApiKey(sealed: Uint8Array, sealKey: Buffer, uid: string): string {
  const bytes = Buffer.from(sealed);
  if (bytes[0] !== VERSION) throw new Error(`Sealed API key has unknown version ${bytes[0]}.`);
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", sealKey, iv);
  decipher.setAAD(Buffer.from(uid));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
