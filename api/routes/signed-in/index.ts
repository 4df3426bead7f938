/**
 * The signed-in context (fastify/demo's autohooks pattern): one encapsulated plugin whose hooks run for
 * every route registered inside it and for no other. A signed-in route is one file in this folder that
 * exports `(app, services) => …` and reads `request.account`; list it in ROUTES below. Nothing in the file
 * checks a token, sets a header or counts a rate limit: the context has done that before the handler runs.
 *
 * The hooks, in order: `Cache-Control: no-store` (set first, so even a 401 is never cached); the ID token
 * as `request.account` (auth.ts), its address followed onto the stored account; the per-account limit;
 * and, for a route whose config says `account: "create"`, the account created if its register call
 * never arrived (after validation, so a refused body creates nothing).
 */
import type { FastifyInstance } from "fastify";
import { firebaseUser, type User } from "../../auth.ts";
import { limiter } from "../../limits.ts";
import type { Services } from "../../services.ts";
import { accountRoutes } from "./account.ts";
import { automationsRoutes } from "./automations.ts";
import { checkoutRoutes } from "./checkout.ts";
import { lifecycleRoutes } from "./lifecycle.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** "create": the route needs the account's rows, so the context creates them when register never arrived. */
    account?: "create";
  }
}

const ROUTES = [accountRoutes, automationsRoutes, checkoutRoutes, lifecycleRoutes];

export async function signedInRoutes(app: FastifyInstance, services: Services) {
  const { accounts, verify, limits } = services;
  // Following the address already tells whether the account exists: then there is nothing to create.
  const existing = new WeakSet<User>();
  const follow = async (user: User) => void ((await accounts.follow(user)) && existing.add(user));
  app.decorateRequest("account", null as never);
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "no-store"));
  app.addHook("onRequest", firebaseUser(verify, follow));
  if (limits) app.addHook("onRequest", limiter(app, limits.perAccount, (r) => `account:${r.account.uid}`));
  app.addHook("preHandler", async (request) => {
    if (request.routeOptions.config.account === "create" && !existing.has(request.account)) await accounts.ensure(request.account);
  });
  for (const routes of ROUTES) await app.register(routes, services);
}
