/** Reads the API's run-time configuration from the environment; every mistake is one sentence. */
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { type PlanId, planIds } from "../content/plans.ts";

export interface Secrets {
  /** HMAC-SHA256 key for the API-key lookup hash. */
  hashKey: Buffer;
  /** AES-256-GCM key for the displayable copy of the API key. */
  sealKey: Buffer;
}

export interface Rate {
  max: number;
  windowMs: number;
}

export interface Limits {
  alphaPerAddress: Rate;
  alphaPerEmail: Rate;
  perAccount: Rate;
  /** POST /v1/compile, per API key. */
  compilePerKey: Rate;
  /** GET /v1/plan and GET /v1/directives, per API key (key-limits.ts); absent: 600/minute. */
  readsPerKey?: Rate;
  /** POST /v1/suggestions, per API key (key-limits.ts); absent: 60/minute. */
  suggestionsPerKey?: Rate;
  /** Requests with a missing or unknown key, per client address, before the lookup; absent: none. */
  keyGuessesPerAddress?: Rate;
}

export interface Config {
  production: boolean;
  host: string;
  port: number;
  projectId: string;
  emulatorHost: string | null;
  origins: string[];
  databaseUrl: string | null;
  dataDir: string;
  poolSize: number;
  trustProxy: boolean | number | string[];
  secrets: Secrets;
  /** null only when RATE_LIMITS=off, which exists for the benchmark. */
  limits: Limits | null;
  tokenCacheSeconds: number;
  logLevel: string;
  checkout: CheckoutConfig;
  /** issue 16: replicas share rate limits and revocations through this Redis; null = one process. */
  redisUrl: string | null;
  /** How long a Redis command may take before this replica counts in memory instead. */
  redisTimeoutMs: number;
  /** How long a request may take to arrive in full before it gets 408. */
  requestTimeoutMs: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const UNITS: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** Parses "10/minute" into a rate. */
export function parseRate(name: string, value: string): Rate {
  const match = /^(\d+)\/(second|minute|hour|day)$/.exec(value.trim());
  if (!match) throw new ConfigError(`${name} must look like "10/minute" (count/second|minute|hour|day), not "${value}".`);
  return { max: Number(match[1]), windowMs: UNITS[match[2]!]! };
}

function integer(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
  return Number(value);
}

const TRUST_ALL = /^(?:true|\*|all|0\.0\.0\.0\/0|::\/0|0\/0)$/i;

/** TRUST_PROXY: unset = use the socket address; a number = trusted hops; else a list of addresses/CIDRs. */
function trustProxy(value: string | undefined): boolean | number | string[] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(",").map((s) => s.trim()).filter(Boolean);
  const all = list.find((entry) => TRUST_ALL.test(entry));
  if (all) throw new ConfigError(`TRUST_PROXY=${all} would trust any client's X-Forwarded-For; give the proxy addresses or a hop count.`);
  return list;
}

/** NODE_ENV as a mode: any spelling of production is production; only an explicit development or test is development. */
function mode(value: string | undefined): "production" | "development" | "unset" {
  const word = (value ?? "").trim().toLowerCase();
  if (word === "production" || word === "prod") return "production";
  if (word === "development" || word === "dev" || word === "test") return "development";
  return "unset";
}

function secret(name: string, value: string): Buffer {
  const bytes = Buffer.from(value, "base64");
  if (bytes.length !== 32) throw new ConfigError(`${name} must be 32 random bytes in base64 (openssl rand -base64 32).`);
  return bytes;
}

/**
 * Development only: secrets kept in a 0600 file created on first start. Replicas started together race
 * to create it: each writes a whole file of its own and links it into place, which only one link wins,
 * so a reader finds no file or a whole one, never one another process is still writing.
 */
function secretsFile(path: string): { API_KEY_HASH_SECRET: string; API_KEY_ENCRYPTION_KEY: string } {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    const fresh = { API_KEY_HASH_SECRET: randomBytes(32).toString("base64"), API_KEY_ENCRYPTION_KEY: randomBytes(32).toString("base64") };
    const draft = `${path}.${process.pid}-${randomBytes(6).toString("hex")}`;
    writeFileSync(draft, JSON.stringify(fresh, null, 2) + "\n", { mode: 0o600, flag: "wx" });
    try {
      linkSync(draft, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error; // another process won the race
    } finally {
      unlinkSync(draft);
    }
  }
  if ((statSync(path).mode & 0o077) !== 0) throw new ConfigError(`Secret file ${path} is readable by other users; run chmod 600 ${path}.`);
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    throw new ConfigError(`Secret file ${path} is not the JSON this API wrote; delete it to create new secrets (API keys sealed with the old ones will stop working).`);
  }
}

function readSecrets(env: Env, production: boolean): Secrets {
  let hash = env.API_KEY_HASH_SECRET;
  let seal = env.API_KEY_ENCRYPTION_KEY;
  if (production) {
    if (!hash) throw new ConfigError("API_KEY_HASH_SECRET is required in production; set it to 32 random bytes in base64.");
    if (!seal) throw new ConfigError("API_KEY_ENCRYPTION_KEY is required in production; set it to 32 random bytes in base64.");
  } else if (!hash || !seal) {
    const file = secretsFile(env.SECRETS_FILE || ".data/secrets.json");
    hash ||= file.API_KEY_HASH_SECRET;
    seal ||= file.API_KEY_ENCRYPTION_KEY;
  }
  return { hashKey: secret("API_KEY_HASH_SECRET", hash), sealKey: secret("API_KEY_ENCRYPTION_KEY", seal) };
}

function readLimits(env: Env, production: boolean, development: boolean): Limits | null {
  if (env.RATE_LIMITS?.trim().toLowerCase() === "off") {
    if (production) throw new ConfigError("RATE_LIMITS=off is for benchmarks only; remove it in production.");
    if (!development) throw new ConfigError("RATE_LIMITS=off is for benchmarks only and needs NODE_ENV=development; set it, or remove RATE_LIMITS.");
    return null;
  }
  return {
    alphaPerAddress: parseRate("RATE_LIMIT_ALPHA_ADDRESS", env.RATE_LIMIT_ALPHA_ADDRESS || "20/hour"),
    alphaPerEmail: parseRate("RATE_LIMIT_ALPHA_EMAIL", env.RATE_LIMIT_ALPHA_EMAIL || "5/hour"),
    perAccount: parseRate("RATE_LIMIT_ACCOUNT", env.RATE_LIMIT_ACCOUNT || "120/minute"),
    compilePerKey: parseRate("RATE_LIMIT_COMPILE", env.RATE_LIMIT_COMPILE || "60/minute"),
    readsPerKey: parseRate("RATE_LIMIT_KEY_READS", env.RATE_LIMIT_KEY_READS || "600/minute"),
    suggestionsPerKey: parseRate("RATE_LIMIT_SUGGESTIONS", env.RATE_LIMIT_SUGGESTIONS || "60/minute"),
    keyGuessesPerAddress: parseRate("RATE_LIMIT_KEY_GUESSES", env.RATE_LIMIT_KEY_GUESSES || "30/minute"),
  };
}

// --- checkout (issue 13) -----------------------------------------------------------------------

/** How plans are checked out: Stripe, or the free-alpha checkout (nothing is due, so nothing is charged). */
export type CheckoutConfig =
  | { kind: "free-alpha" }
  | {
      kind: "stripe";
      secretKey: string;
      webhookSecret: string;
      /** A Stripe price id per plan of content/plans.ts. */
      prices: Record<PlanId, string>;
      /** The 100% alpha coupon applied to every checkout. */
      coupon: string;
      /** Where the SDK sends requests; Stripe's own API unless a test points it at a stand-in. */
      api?: { host: string; port: number; protocol: "http" | "https" };
    };

/** STRIPE_PRICE_BASIC, STRIPE_PRICE_PRO, STRIPE_PRICE_POWER_USER: one per plan id. */
export const priceVariable = (plan: PlanId) => `STRIPE_PRICE_${plan.toUpperCase().replace(/-/g, "_")}`;

function required(env: Env, name: string, pattern: RegExp, shape: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`CHECKOUT=stripe needs ${name}; set it to ${shape} from the Stripe dashboard.`);
  if (!pattern.test(value)) throw new ConfigError(`${name} must be ${shape}, not "${value.slice(0, 12)}…".`);
  return value;
}

/** CHECKOUT=stripe|free-alpha; production must name it, so a missing Stripe variable never makes plans free. */
function readCheckout(env: Env, production: boolean): CheckoutConfig {
  const kind = env.CHECKOUT?.trim().toLowerCase();
  if (!kind) {
    if (production) throw new ConfigError("CHECKOUT must be set in production: CHECKOUT=stripe with the STRIPE_* settings, or CHECKOUT=free-alpha.");
    if (env.STRIPE_SECRET_KEY) throw new ConfigError("STRIPE_SECRET_KEY is set but CHECKOUT is not; set CHECKOUT=stripe to use Stripe, or unset STRIPE_SECRET_KEY.");
    return { kind: "free-alpha" };
  }
  if (kind === "free-alpha") return { kind };
  if (kind !== "stripe") throw new ConfigError(`CHECKOUT must be stripe or free-alpha, not "${env.CHECKOUT}".`);
  const prices = Object.fromEntries(planIds.map((plan) => [plan, required(env, priceVariable(plan), /^price_\w+$/, "a price id (price_…)")])) as Record<PlanId, string>;
  return {
    kind,
    secretKey: required(env, "STRIPE_SECRET_KEY", /^(sk|rk)_(test|live)_\w+$/, "a secret or restricted key (sk_live_… or rk_live_…)"),
    webhookSecret: required(env, "STRIPE_WEBHOOK_SECRET", /^whsec_\w+$/, "the webhook endpoint's signing secret (whsec_…)"),
    prices,
    coupon: required(env, "STRIPE_ALPHA_COUPON", /^[\w-]+$/, "the id of the 100% alpha coupon"),
  };
}

// issue 16: replicas
function redisUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(value.trim())) throw new ConfigError(`REDIS_URL must look like redis://host:6379 (or rediss:// for TLS), not "${value.replace(/\/\/[^@]*@/, "//…@")}".`);
  return value.trim();
}

/** Where the database lives; all the admin command needs. */
export function readDatabaseConfig(env: Env = process.env): Pick<Config, "databaseUrl" | "dataDir" | "poolSize"> {
  // A small pool suits a small PostgreSQL: past a few connections per core they only queue inside it.
  const poolSize = integer("DATABASE_POOL_SIZE", env.DATABASE_POOL_SIZE || "5", 1, 100);
  return { databaseUrl: env.DATABASE_URL || null, dataDir: env.DATA_DIR || ".data/pglite", poolSize };
}

/** The whole configuration, or a ConfigError naming the variable to fix. */
export function readConfig(env: Env = process.env): Config {
  const production = mode(env.NODE_ENV) === "production";
  const development = mode(env.NODE_ENV) === "development";
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || null;
  // The emulator's tokens are unsigned: accepting them is a development setting, never a default.
  if (production && emulatorHost)
    throw new ConfigError("FIREBASE_AUTH_EMULATOR_HOST is set, which would accept unsigned tokens; unset it in production.");
  if (emulatorHost && !development)
    throw new ConfigError("FIREBASE_AUTH_EMULATOR_HOST is set, which would accept unsigned tokens; set NODE_ENV=development to use the emulator, or unset it.");
  return {
    production,
    host: env.HOST || "127.0.0.1",
    port: integer("PORT", env.PORT || "8787", 0, 65535),
    projectId: env.FIREBASE_PROJECT_ID || "demo-ha-cloud-ai",
    emulatorHost,
    origins: (env.SITE_ORIGINS || "http://127.0.0.1:5000,http://localhost:5000").split(",").map((s) => s.trim()).filter(Boolean),
    ...readDatabaseConfig(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    secrets: readSecrets(env, production),
    limits: readLimits(env, production, development),
    tokenCacheSeconds: integer("TOKEN_CACHE_SECONDS", env.TOKEN_CACHE_SECONDS || "30", 0, 300),
    logLevel: env.LOG_LEVEL || "info",
    checkout: readCheckout(env, production),
    redisUrl: redisUrl(env.REDIS_URL),
    redisTimeoutMs: integer("REDIS_TIMEOUT_MS", env.REDIS_TIMEOUT_MS || "250", 10, 10_000),
    requestTimeoutMs: integer("REQUEST_TIMEOUT_MS", env.REQUEST_TIMEOUT_MS || "30000", 100, 300_000),
  };
}
