/**
 * POST /alpha-subscribe: public, limited per client address and per e-mail address. Anyone may apply
 * for an address, but only its verified owner (signed in, the same address verified in the token) may
 * change an application once it exists: an anonymous re-submission is answered exactly as if it had been
 * stored, so nothing about who applied is revealed, and changes nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Static, Type } from "typebox";
import { countRanges, entityTypes, experiences, otherPrefix } from "../../content/alpha-form.ts";
import { addressKey } from "../address.ts";
import { firebaseUser, type User } from "../auth.ts";
import type { Limits } from "../config.ts";
import { limiter } from "../limits.ts";
import { email, errors, success } from "../schemas.ts";
import type { Alpha } from "../data/alpha.ts";
import { emailKey, normalEmail } from "../data/email.ts";
import type { Verify } from "../verify.ts";

// The alpha form's choices come from the same list the form renders (content/alpha-form.ts).
const RANGES = ["", ...countRanges];
const EXPERIENCES = ["", ...experiences.map((e) => e.value)];
const quoted = (values: readonly string[]) => values.filter(Boolean).map((v) => `"${v}"`).join(", ");
const range = Type.Enum(RANGES, { must: `one of ${quoted(RANGES)} or ""` });

const ENTITY_TYPES = entityTypes.map((e) => e.value).filter((v) => v !== "other");

const AlphaBody = Type.Object(
  {
    email,
    experience: Type.Optional(Type.Enum(EXPERIENCES, { must: `one of ${quoted(EXPERIENCES)} or ""` })),
    automationsCount: Type.Optional(range),
    devicesCount: Type.Optional(range),
    entityTypes: Type.Optional(
      Type.Array(
        Type.String({
          pattern: `^(${ENTITY_TYPES.join("|")}|${otherPrefix}[^\\p{Cc}\\p{Cs}]{0,200})$`,
          must: `one of ${ENTITY_TYPES.join(", ")} or "${otherPrefix}<text>" (text up to 200 characters)`,
        }),
        { maxItems: 6, uniqueItems: true, must: `an array of distinct values from ${ENTITY_TYPES.join(", ")} or "${otherPrefix}<text>" (text up to 200 characters)` },
      ),
    ),
  },
  { additionalProperties: false },
);
type AlphaBody = Static<typeof AlphaBody>;
const alphaSchema = { body: AlphaBody, response: { 200: success, ...errors } };

export interface AlphaOptions {
  alpha: Alpha;
  limits: Limits | null;
  verify: Verify;
  follow: (user: User) => Promise<unknown>;
}

const isOwner = (request: FastifyRequest<{ Body: AlphaBody }>) =>
  Boolean(request.account?.emailVerified && emailKey(request.account.email) === emailKey(request.body.email));

export async function alphaRoutes(app: FastifyInstance, { alpha, limits, verify, follow }: AlphaOptions) {
  const signedIn = firebaseUser(verify, follow);
  // The token is optional here; when one is sent it must be valid, so a stale session is told so.
  const optionalUser = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined) await signedIn(request, reply);
  };
  // Look-alike addresses (a Kelvin sign for K, full-width letters) are the same address: NFKC before
  // the schema, which then also refuses invisible characters in what is left.
  const normalise = async (request: FastifyRequest) => {
    const body = request.body as { email?: unknown } | null;
    if (body && typeof body === "object" && typeof body.email === "string") body.email = normalEmail(body.email);
  };
  const byAddress = limits ? limiter(app, limits.alphaPerAddress, (r) => `address:${addressKey(r.ip)}`) : null;
  const byEmail = limits ? limiter(app, limits.alphaPerEmail, (r) => `email:${emailKey((r.body as AlphaBody).email)}`) : null;
  const byAccount = limits ? limiter(app, limits.perAccount, (r) => `account:${r.account.uid}`) : null;

  app.post<{ Body: AlphaBody }>(
    "/alpha-subscribe",
    {
      schema: alphaSchema,
      // The address limit runs before the body is read; the others need the validated body. The
      // per-e-mail limit is for anonymous posts: strangers posting an address must not lock its owner out.
      onRequest: [...(byAddress ? [byAddress] : []), optionalUser],
      preValidation: normalise,
      preHandler: async (request, reply) => {
        if (isOwner(request)) await byAccount?.(request, reply);
        else await byEmail?.(request, reply);
      },
    },
    async (request) => {
      await alpha.save(request.body, { replace: isOwner(request) });
      return { success: true };
    },
  );
}
