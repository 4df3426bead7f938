import { admin } from "../../api/admin.ts";
import { readDatabaseConfig } from "../../api/config.ts";
import { type Db, openDb } from "../../api/db.ts";
import { startApi } from "../helpers/api-process.ts";
import { newSecrets, secretsEnv } from "../helpers/app.ts";
import { type AuthEmulator, freePort, startAuthEmulator } from "../helpers/auth-emulator.ts";
import { type Cluster, startPostgres } from "../helpers/postgres.ts";
import { type SiteUnderTest, startSite } from "./browser.ts";

export interface Stack extends SiteUnderTest {
  emulator: AuthEmulator;
  apiUrl: string;
  /** The API's PostgreSQL database, for tests that check what it holds. */
  databaseUrl: string;
  /** Runs the operators' command line (`npm run admin -- …`) on the API's database. */
  admin(...args: string[]): Promise<string>;
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
    PORT: String(apiPort),
    NODE_ENV: "development",
    DATABASE_URL: cluster.url,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: emulator.projectId,
    SITE_ORIGINS: `http://127.0.0.1:${sitePort}`,
    LOG_LEVEL: "warn",
    ...secretsEnv(newSecrets()),
  };
  // The site builds while the API starts: both only need the ports, known already.
  const [api, site] = await Promise.all([
    startApi(env),
    startSite({ API_URL: apiUrl, AUTH_EMULATOR_URL: `http://${emulator.host}`, FIREBASE_PROJECT_ID: emulator.projectId }, sitePort),
  ]);
  let db: Promise<Db> | null = null;
  return {
    ...site,
    emulator,
    apiUrl,
    databaseUrl: cluster.url,
    // The command table itself, in this process on the API's database (tests/api cover the command line's
    // own exit codes and output): a process per call cost each account-making test seconds of start-up.
    async admin(...args) {
      db ??= openDb(readDatabaseConfig(env));
      return `${await admin(args, await db)}\n`;
    },
    async close() {
      await site.close();
      await db?.then((open) => open.close());
      api.child.kill("SIGTERM");
      await api.exited;
      await Promise.all([emulator.stop(), (cluster as Cluster).destroy()]);
    },
  };
}
