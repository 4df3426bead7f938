/**
 * card/crypto.ts on Node's Web Crypto (the same crypto.subtle the browser gives the card): known-answer
 * tests from NIST SP 800-38A (AES-256-CBC), RFC 4231 (HMAC-SHA-256) and RFC 5869 (HKDF-SHA-256), then
 * records: a round trip, a fresh IV per write, and any changed byte, another id or another key refused.
 */
import { createCipheriv } from "node:crypto";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  TamperedRecord, deriveKeys, fromBase64, generateKey, hkdf, keyFromRecovery, newRecordId, openBytes, openRecord, recoveryString, sealRecord, toBase64,
} from "../../card/crypto.ts";

const hex = (text: string) => Uint8Array.from(Buffer.from(text.replace(/\s+/g, ""), "hex"));
const toHex = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("hex");
const ascii = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const fill = (byte: number, n: number) => new Uint8Array(n).fill(byte);
const range = (from: number, to: number) => Uint8Array.from({ length: to - from + 1 }, (_, i) => from + i);
const subtle = globalThis.crypto.subtle;

// NIST SP 800-38A, F.2.5 (CBC-AES256.Encrypt) and F.2.6 (CBC-AES256.Decrypt).
const AES_KEY = hex("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4");
const AES_IV = hex("000102030405060708090a0b0c0d0e0f");
const AES_PLAIN = hex(`6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51
  30c81c46a35ce411e5fbc1191a0a52ef f69f2445df4f9b17ad2b417be66c3710`);
const AES_CIPHER = hex(`f58c4c04d6e5f1ba779eabfb5f7bfbd6 9cfc4e967edb808d679f777bc6702c7d
  39f23369a9d9bacfa530e26304231461 b2eb05e2c39be9fcda6c19078c6a9d1b`);

test("AES-256-CBC: NIST SP 800-38A F.2.5 encrypt and F.2.6 decrypt", async () => {
  const key = await subtle.importKey("raw", AES_KEY, "AES-CBC", false, ["encrypt", "decrypt"]);
  const out = new Uint8Array(await subtle.encrypt({ name: "AES-CBC", iv: AES_IV }, key, AES_PLAIN));
  // Web Crypto always pads (PKCS#7): the four blocks of F.2.5, then one block of padding.
  assert.is(out.length, 80);
  assert.is(toHex(out.slice(0, 64)), toHex(AES_CIPHER));
  // F.2.6: the padding block made independently (AES-256-ECB of 0x10×16 XOR the last ciphertext block, by OpenSSL).
  const last = AES_CIPHER.slice(48);
  const ecb = createCipheriv("aes-256-ecb", AES_KEY, null).setAutoPadding(false);
  const pad = ecb.update(Uint8Array.from(last, (b) => b ^ 0x10));
  assert.is(toHex(pad), toHex(out.slice(64)), "the padding block is PKCS#7's");
  const plain = await subtle.decrypt({ name: "AES-CBC", iv: AES_IV }, key, Buffer.concat([AES_CIPHER, pad]));
  assert.is(toHex(plain), toHex(AES_PLAIN));
});

// RFC 4231 §4.2-4.8 (test case 5 is a truncated tag, which we never use).
const HMAC_CASES: [string, Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>, string][] = [
  ["1", fill(0x0b, 20), ascii("Hi There"), "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"],
  ["2", ascii("Jefe"), ascii("what do ya want for nothing?"), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"],
  ["3", fill(0xaa, 20), fill(0xdd, 50), "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"],
  ["4", range(0x01, 0x19), fill(0xcd, 50), "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"],
  ["6", fill(0xaa, 131), ascii("Test Using Larger Than Block-Size Key - Hash Key First"), "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"],
  ["7", fill(0xaa, 131), ascii("This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm."), "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"],
];

test("HMAC-SHA-256: RFC 4231 test cases 1-4, 6, 7", async () => {
  for (const [name, keyBytes, data, expected] of HMAC_CASES) {
    const key = await subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    assert.is(toHex(await subtle.sign("HMAC", key, data)), expected, `test case ${name}`);
    assert.ok(await subtle.verify("HMAC", key, hex(expected), data));
    const wrong = hex(expected);
    wrong[31]! ^= 1;
    assert.not.ok(await subtle.verify("HMAC", key, wrong, data), `test case ${name}: one flipped bit fails`);
  }
});

// RFC 5869 Appendix A, test cases 1-3 (SHA-256); 3 has the empty salt and info our keys use.
const HKDF_CASES: [string, Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>, number, string][] = [
  ["1", fill(0x0b, 22), range(0x00, 0x0c), range(0xf0, 0xf9), 42, "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"],
  ["2", range(0x00, 0x4f), range(0x60, 0xaf), range(0xb0, 0xff), 82,
    "b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71cc30c58179ec3e87c14c01d5c1f3434f1d87"],
  ["3", fill(0x0b, 22), new Uint8Array(0), new Uint8Array(0), 42, "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8"],
];

test("HKDF-SHA-256: RFC 5869 test cases 1-3", async () => {
  for (const [name, ikm, salt, info, length, expected] of HKDF_CASES) assert.is(toHex(await hkdf(ikm, salt, info, length)), expected, `test case ${name}`);
});

test("should derive the record keys by HKDF with the empty salt and the two infos", async () => {
  const key = generateKey();
  const keys = await deriveKeys(key);
  const enc = await hkdf(key, new Uint8Array(0), ascii("homedirective enc v1"), 32);
  const mac = await hkdf(key, new Uint8Array(0), ascii("homedirective mac v1"), 32);
  assert.is.not(toHex(enc), toHex(mac));
  // The derived MAC key is the one HKDF gives: a tag made with it by hand verifies.
  const manual = await subtle.importKey("raw", mac, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const data = ascii("probe");
  assert.ok(await subtle.verify("HMAC", keys.mac, await subtle.sign("HMAC", manual, data), data));
});

const RECORD = { text: "Close the lounge shutter at sunset", automationId: "homedirective_abc123", config: { triggers: [{ trigger: "sun", event: "sunset" }] } };

test("should round-trip a record, with a fresh IV on every write and the documented layout", async () => {
  const key = generateKey();
  const keys = await deriveKeys(key);
  const id = newRecordId();
  assert.match(id, /^[A-Za-z0-9_-]{21}[AQgw]$/);
  const a = await sealRecord(keys, id, RECORD);
  const b = await sealRecord(keys, id, RECORD);
  assert.is.not(a, b, "a fresh IV per write");
  assert.equal(await openRecord(keys, id, a), RECORD);
  const bytes = fromBase64(a);
  assert.is(bytes[0], 1, "version 1");
  assert.is((bytes.length - 1 - 16 - 32) % 16, 0, "IV 16 ‖ ciphertext in blocks ‖ tag 32");
  assert.not.ok(Buffer.from(bytes).includes(Buffer.from("lounge")), "no plaintext in the record");
  // Checked by hand, as /docs tells anyone to: HMAC over version ‖ UTF-8(id) ‖ IV ‖ ciphertext, then AES-256-CBC.
  const empty = new Uint8Array(0);
  const macKey = await subtle.importKey("raw", await hkdf(key, empty, ascii("homedirective mac v1"), 32), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const encKey = await subtle.importKey("raw", await hkdf(key, empty, ascii("homedirective enc v1"), 32), "AES-CBC", false, ["decrypt"]);
  const iv = bytes.slice(1, 17);
  const ciphertext = bytes.slice(17, -32);
  assert.ok(await subtle.verify("HMAC", macKey, bytes.slice(-32), Buffer.concat([Buffer.from([1]), Buffer.from(id), iv, ciphertext])));
  assert.equal(JSON.parse(new TextDecoder().decode(await subtle.decrypt({ name: "AES-CBC", iv }, encKey, ciphertext))), RECORD);
});

test("should refuse a tampered record: any changed byte, another id, another key, a truncated one", async () => {
  const keys = await deriveKeys(generateKey());
  const id = newRecordId();
  const bytes = fromBase64(await sealRecord(keys, id, RECORD));
  for (let i = 0; i < bytes.length; i++) {
    const changed = bytes.slice();
    changed[i]! ^= 0x01;
    await openBytes(keys, id, changed).then(() => assert.unreachable(`byte ${i} changed was accepted`), (e) => assert.instance(e, TamperedRecord));
  }
  const data = toBase64(bytes);
  const refused = (promise: Promise<unknown>, why: string) => promise.then(() => assert.unreachable(why), (e) => assert.instance(e, TamperedRecord, why));
  await refused(openRecord(keys, newRecordId(), data), "swapped under another id");
  await refused(openRecord(await deriveKeys(generateKey()), id, data), "another home's key");
  await refused(openRecord(keys, id, toBase64(bytes.slice(0, -16))), "truncated");
  await refused(openRecord(keys, id, "%%%"), "not base64");
  assert.equal(await openRecord(keys, id, data), RECORD, "the untouched record still opens");
});

test("should turn the key into a recovery string and back, and refuse what is not one", () => {
  const key = generateKey();
  const recovery = recoveryString(key);
  assert.is(recovery.length, 43);
  assert.equal(keyFromRecovery(`  ${recovery}\n`), key);
  for (const bad of ["", recovery.slice(0, 42), `${recovery}A`, recovery.replace(/.$/, "B"), recovery.replace(/^./, "+")]) assert.is(keyFromRecovery(bad), null, bad);
});

test.run();
