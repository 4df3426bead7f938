/**
 * The real Firebase Auth emulator (firebase-tools, pure Node, offline) for tests, on free ports in a
 * temporary folder of its own, so it never collides with the one `npm start` runs on 9099.
 * Starting takes ~15 s on a 2-core machine (the emulator compiles its OpenAPI spec), so `npm test`
 * starts one for the whole run (scripts/test.ts) and hands it to every suite through SHARED_AUTH_EMULATOR;
 * a suite run on its own starts its own.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface AuthEmulator {
  /** host:port, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  stop(): Promise<void>;
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

const FIREBASE = new URL("../../node_modules/firebase-tools/lib/bin/firebase.js", import.meta.url).pathname;

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function ready(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`);
    return ((await response.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready === true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", () => r()));
}

/** Deletes every account, so a suite sharing the run's emulator starts from an empty project. */
async function clearAccounts(host: string, projectId: string): Promise<void> {
  const url = `http://${host}/emulator/v1/projects/${projectId}/accounts`;
  // As in identityToolkit below: a pooled keep-alive socket the emulator has just timed out fails once
  // ("other side closed", which crashed tests/api/checkout's teardown in a loaded run); a new one works.
  const response = await fetch(url, { method: "DELETE" }).catch(() => fetch(url, { method: "DELETE" }));
  if (!response.ok) throw new Error(`Could not clear the shared Auth emulator's accounts: ${response.status}.`);
}

/**
 * The run's shared emulator (emptied, and emptied again at stop) when npm test started one and the
 * caller asks for nothing special; otherwise a new emulator of its own.
 */
export async function startAuthEmulator(options: { port?: number; projectId?: string } = {}): Promise<AuthEmulator> {
  const shared = process.env.SHARED_AUTH_EMULATOR;
  if (shared && !options.port && !options.projectId) {
    const [host, projectId] = shared.split("/") as [string, string];
    await clearAccounts(host, projectId);
    return { host, projectId, stop: () => clearAccounts(host, projectId) };
  }
  return startOwnAuthEmulator(options);
}

/** Starts an emulator and resolves when it answers; rejects with its log if it dies or takes over 5 minutes. */
export async function startOwnAuthEmulator(options: { port?: number; projectId?: string } = {}): Promise<AuthEmulator> {
  const projectId = options.projectId ?? "demo-ha-cloud-ai";
  const [port, hub, logging] = [options.port ?? (await freePort()), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), "auth-emulator-"));
  const config = { auth: { host: "127.0.0.1", port }, hub: { host: "127.0.0.1", port: hub }, logging: { host: "127.0.0.1", port: logging }, ui: { enabled: false }, singleProjectMode: true };
  writeFileSync(join(dir, "firebase.json"), JSON.stringify({ emulators: config }));
  const log = join(dir, "emulator.log");
  writeFileSync(log, "");
  const child = spawn(process.execPath, [FIREBASE, "emulators:start", "--only", "auth", "--project", projectId, "--config", join(dir, "firebase.json")], {
    cwd: dir,
    // TMPDIR keeps its hub locator file away from any emulator `npm start` is running.
    env: { ...process.env, TMPDIR: dir, FIREBASE_AUTH_EMULATOR_HOST: "", CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => writeFileSync(log, chunk, { flag: "a" }));
  child.stderr!.on("data", (chunk) => writeFileSync(log, chunk, { flag: "a" }));
  const kill = () => child.kill("SIGKILL");
  process.once("exit", kill);
  const host = `127.0.0.1:${port}`;
  const stop = async () => {
    process.off("exit", kill);
    child.kill("SIGINT");
    const timer = setTimeout(kill, 5_000);
    await exited(child);
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000; // minutes, not seconds, when other work shares the CPU
  while (!(await ready(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const output = readFileSync(log, "utf8");
      await stop();
      throw new Error(`The Auth emulator did not start on ${host}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { host, projectId, stop };
}

async function identityToolkit<T>(emulator: AuthEmulator, call: string, body: object): Promise<T> {
  const url = `http://${emulator.host}/identitytoolkit.googleapis.com/v1/${call}?key=test-api-key`;
  const init = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  // A pooled keep-alive socket the emulator has just timed out fails once; a new one works.
  const response = await fetch(url, init).catch(() => fetch(url, init));
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${call} failed: ${json.error?.message ?? response.status}`);
  return json;
}

/** Signs a new e-mail/password user up and returns its first ID token. */
export async function createUser(emulator: AuthEmulator, email: string, password = "correct horse battery"): Promise<TestUser> {
  const r = await identityToolkit<{ localId: string; idToken: string }>(emulator, "accounts:signUp", { email, password, returnSecureToken: true });
  return { uid: r.localId, email, idToken: r.idToken };
}

/** A fresh ID token for an existing user. */
export async function signIn(emulator: AuthEmulator, email: string, password = "correct horse battery"): Promise<TestUser> {
  const r = await identityToolkit<{ localId: string; idToken: string }>(emulator, "accounts:signInWithPassword", { email, password, returnSecureToken: true });
  return { uid: r.localId, email, idToken: r.idToken };
}

/**
 * Marks the user's address verified (as the e-mailed link would, through the emulator's admin API) and
 * returns a fresh ID token carrying email_verified: true.
 */
export async function verifyEmail(emulator: AuthEmulator, user: TestUser, password = "correct horse battery"): Promise<TestUser> {
  await markEmailVerified(emulator, user.uid);
  return signIn(emulator, user.email, password);
}

/** Marks the account's address verified, as opening the e-mailed link would; its existing tokens still say otherwise. */
export async function markEmailVerified(emulator: AuthEmulator, uid: string): Promise<void> {
  const url = `http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${emulator.projectId}/accounts:update`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator accounts:update failed: ${response.status} ${await response.text()}`);
}

/** An anonymous user: a valid ID token without an e-mail address. */
export async function createAnonymousUser(emulator: AuthEmulator): Promise<TestUser> {
  const r = await identityToolkit<{ localId: string; idToken: string }>(emulator, "accounts:signUp", { returnSecureToken: true });
  return { uid: r.localId, email: "", idToken: r.idToken };
}
