/**
 * What every route plugin is given: the app's stores and collaborators, built once by buildApp. A route
 * file takes what it needs from here, so adding a route never changes another file's options.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Checkout } from "./checkout/types.ts";
import type { Limits } from "./config.ts";
import type { Accounts } from "./data/accounts.ts";
import type { Alpha } from "./data/alpha.ts";
import type { Directives } from "./data/directives.ts";
import type { Subscriptions } from "./data/subscriptions.ts";
import type { Db } from "./db.ts";
import type { Revocations } from "./revocations.ts";
import type { Users } from "./users.ts";
import type { Verify } from "./verify.ts";
import type { PreparedHome, Result } from "../directive/index.ts";

export interface Services {
  db: Db;
  accounts: Accounts;
  subscriptions: Subscriptions;
  alpha: Alpha;
  /** The encrypted directive records (issue 29). */
  directives: Directives;
  checkout: Checkout;
  verify: Verify;
  revocations: Revocations;
  /** Firebase user management; null when not configured, and then the lifecycle routes are not served. */
  users: Users | null;
  /** Runs before an account's rows are erased: ends anything billed at a provider. Must be idempotent. */
  beforeErase: (uid: string) => Promise<void>;
  /** Site origins (CORS, and the URLs the checkout hands out). */
  origins: string[];
  /** null: rate limiting off (benchmarks only). */
  limits: Limits | null;
  /** The directive compiler as POST /v1/compile calls it; injectable so tests can stage a defect. */
  compile: (text: string, home: PreparedHome) => Result;
  log: FastifyBaseLogger;
}
