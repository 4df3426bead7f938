/** Runs the API: reads the environment, opens the database, listens, and shuts down gracefully. */
import { buildApp } from "./app.ts";
import { ConfigError, readConfig, type Config } from "./config.ts";
import { openDb } from "./db.ts";
import { firebaseUsers } from "./users.ts";
import { firebaseVerifier } from "./verify.ts";
import { openRedis } from "./redis.ts";
import { redisRevocations } from "./revocations-redis.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function configure(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

const config = configure();
// Connection errors go to stderr until buildApp hands the database the app's log (Db.useLog).
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.poolSize }).catch(
  (error: Error) => fail(`Could not open the ${config.databaseUrl ? "PostgreSQL database (DATABASE_URL)" : `PGlite folder ${config.dataDir}`}: ${error.message}`),
);
const verify = firebaseVerifier({ projectId: config.projectId, cacheSeconds: config.tokenCacheSeconds });
const users = firebaseUsers({ projectId: config.projectId });
// Connects in the background: a replica starts and answers (limits in memory) while Redis is away.
const redis = config.redisUrl ? openRedis(config.redisUrl, { timeoutMs: config.redisTimeoutMs }) : null;
const revocations = redis ? redisRevocations(redis) : undefined;
const app = await buildApp({
  db,
  secrets: config.secrets,
  verify,
  users,
  origins: config.origins,
  limits: config.limits,
  trustProxy: config.trustProxy,
  requestTimeoutMs: config.requestTimeoutMs,
  checkout: config.checkout,
  logger: { level: config.logLevel, redact: ["req.headers.authorization"] },
  redis,
  revocations,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received; finishing in-flight requests`);
  // Fastify may wait on a client that never finishes; past this the process exits anyway.
  setTimeout(() => fail("Shutdown took over 10 s; exiting with requests still open."), 10_000).unref();
  const closed = app.close(); // stops accepting, lets in-flight requests finish
  // A keep-alive connection whose request just finished would hold close() open until the client leaves.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  await closed;
  clearInterval(sweep);
  await db.close();
  await revocations?.close();
  await redis?.close();
  await verify.close();
  await users.close();
  app.log.info("closed cleanly");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  await db.close();
  await redis?.close();
  fail(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
}
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
const emulator = config.emulatorHost ? ` (Auth emulator at ${config.emulatorHost})` : "";
const shared = redis ? ", limits and revocations shared through Redis" : "";
console.log(`API listening on http://${config.host}:${port} using ${db.kind}${shared}${emulator}, checkout: ${config.checkout.kind}`);
