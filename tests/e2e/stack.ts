import { type ChildProcess, execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { type AuthEmulator, freePort, startAuthEmulator } from "../helpers/auth-emulator.ts";
import { type Cluster, startPostgres } from "../helpers/postgres.ts";
import { type SiteUnderTest, startSite } from "./browser.ts";

const root = new URL("../..", import.meta.url).pathname;
const tsx = `${root}node_modules/.bin/tsx`;

export interface Stack extends SiteUnderTest {
  emulator: AuthEmulator;
  apiUrl: string;
  /** The API's PostgreSQL database, for tests that check what it holds. */
  databaseUrl: string;
  /** Runs the operators' command line (`npm run admin -- …`) on the API's database. */
  admin(...args: string[]): Promise<string>;
}

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`The API exited during start-up:\n${log()}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`The API did not answer ${url} within 20 s:\n${log()}`);
}

/**
 * What `npm start` runs, on free ports: the real Auth emulator, the API (`tsx api/server.ts`) on a
 * throwaway PostgreSQL (so the admin command can share its database), and the built site.
 */
export async function startStack(): Promise<Stack> {
  const [emulator, cluster] = await Promise.all([startAuthEmulator(), startPostgres()]);
  if (!cluster) throw new Error("The account tests need PostgreSQL server binaries (postgresql-15).");
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env = {
    ...process.env,
    PORT: String(apiPort),
    NODE_ENV: "development",
    DATABASE_URL: cluster.url,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: emulator.projectId,
    SITE_ORIGINS: `http://127.0.0.1:${sitePort}`,
    LOG_LEVEL: "warn",
  };
  let output = "";
  const api = spawn(tsx, ["api/server.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  api.stdout.on("data", (chunk) => (output += chunk));
  api.stderr.on("data", (chunk) => (output += chunk));
  await waitFor(`${apiUrl}/healthz`, api, () => output);
  const site = await startSite({ API_URL: apiUrl, AUTH_EMULATOR_URL: `http://${emulator.host}`, FIREBASE_PROJECT_ID: emulator.projectId }, sitePort);
  return {
    ...site,
    emulator,
    apiUrl,
    databaseUrl: cluster.url,
    async admin(...args) {
      const { stdout } = await promisify(execFile)(tsx, ["api/admin.ts", ...args], { cwd: root, env });
      return stdout;
    },
    async close() {
      await site.close();
      api.kill("SIGTERM");
      await new Promise((done) => (api.exitCode !== null ? done(null) : api.once("exit", done)));
      await Promise.all([emulator.stop(), (cluster as Cluster).destroy()]);
    },
  };
}
