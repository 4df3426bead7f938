/**
 * Operator command line, on the same database as the API (DATABASE_URL, else the PGlite folder DATA_DIR).
 *   npm run admin -- alpha list [--status pending|accepted|declined]
 *   npm run admin -- alpha accept <email>
 *   npm run admin -- alpha decline <email>
 *   npm run admin -- alpha export --csv > alpha.csv
 *   npm run admin -- subscription grant <email> <plan> [--until YYYY-MM-DD]
 *   npm run admin -- subscription revoke <email>
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { type PlanId, planIds } from "../content/plans.ts";
import { OperatorError, alphaCsv, periodEnd, visible } from "./admin-format.ts";
import { readDatabaseConfig } from "./config.ts";
import { AccountNotFound, uidForEmail } from "./data/accounts.ts";
import { type AlphaStatus, alphaData, alphaStatuses } from "./data/alpha.ts";
import { subscriptionsData } from "./data/subscriptions.ts";
import { openDb, type Db } from "./db.ts";

export { OperatorError, alphaCsv };

const USAGE = `Usage: npm run admin -- alpha list [--status ${alphaStatuses.join("|")}] | alpha accept <email> | alpha decline <email> | alpha export --csv | subscription grant <email> <${planIds.join("|")}> [--until YYYY-MM-DD] | subscription revoke <email>`;

/** The command line after "group verb", read by node:util's parseArgs like the other scripts. */
interface Args {
  positionals: string[];
  status?: string;
  until?: string;
  csv?: boolean;
}
const OPTIONS = { status: { type: "string" }, until: { type: "string" }, csv: { type: "boolean" } } as const;

/** A command and the options it takes (any other is a usage error). */
interface Command {
  options: (keyof typeof OPTIONS)[];
  run(db: Db, args: Args): Promise<string>;
}

/** The one account holding `email`; `verified` for a grant, which only a verified holder may claim. */
async function account(db: Db, email: string, verified = false): Promise<string> {
  try {
    return await uidForEmail(db, email, { verified });
  } catch (error) {
    throw error instanceof AccountNotFound ? new OperatorError(error.message) : error;
  }
}

/** Makes the account's subscription active on a plan, until a date (inclusive) or open-ended. */
export async function grant(db: Db, email: string, plan: string, until: string | null): Promise<void> {
  if (!(planIds as string[]).includes(plan)) throw new OperatorError(`Plan must be one of ${planIds.join(", ")}, not "${plan}".`);
  const end = until === null ? null : periodEnd(until);
  await subscriptionsData(db).grant(await account(db, email, true), plan as PlanId, end);
}

/** Ends the account's subscription now. */
export async function revoke(db: Db, email: string): Promise<void> {
  await subscriptionsData(db).revoke(await account(db, email));
}

async function alphaList(db: Db, { status }: Args): Promise<string> {
  if (status !== undefined && !(alphaStatuses as string[]).includes(status))
    throw new OperatorError(`alpha list takes --status ${alphaStatuses.join("|")}, or nothing for every application.`);
  const rows = await alphaData(db).list(status as AlphaStatus | undefined);
  const lines = rows.map((r) =>
    [r.createdAt.toISOString().slice(0, 16).replace("T", " "), r.status.padEnd(8), visible(r.email), r.experience || "-", r.automationsCount || "-", r.devicesCount || "-", visible(r.entityTypes.join(", ")) || "-"].join("  "),
  );
  const what = status ? `${status} application` : "application";
  return [...lines, `${rows.length} ${what}${rows.length === 1 ? "" : "s"}`].join("\n");
}

/** Issue 13: an accepted applicant is offered the plans on their profile once their verified e-mail matches. */
function decide(status: "accepted" | "declined"): Command["run"] {
  return async (db, { positionals: [email] }) => {
    if (!email) throw new OperatorError(USAGE);
    if (!(await alphaData(db).decide(email, status))) throw new OperatorError(`No alpha application has the e-mail ${visible(email)}; check the address with alpha list.`);
    return status === "accepted"
      ? `Accepted the alpha application of ${visible(email)}; their profile offers the plans once they sign in with that address verified.`
      : `Declined the alpha application of ${visible(email)}.`;
  };
}

/** The command table: "group verb" → what it does and prints. */
const COMMANDS: Record<string, Command> = {
  "alpha list": { options: ["status"], run: alphaList },
  "alpha accept": { options: [], run: decide("accepted") },
  "alpha decline": { options: [], run: decide("declined") },
  "alpha export": {
    options: ["csv"],
    async run(db, { csv }) {
      if (!csv) throw new OperatorError("alpha export needs --csv (the only format).");
      return alphaCsv(await alphaData(db).list()).trimEnd();
    },
  },
  "subscription grant": {
    options: ["until"],
    async run(db, { positionals: [email, plan], until }) {
      if (!email || !plan || until === "") throw new OperatorError(USAGE);
      await grant(db, email, plan, until ?? null);
      return `Granted ${plan} to ${email}${until ? ` through ${until}` : " with no end date"}.`;
    },
  },
  "subscription revoke": {
    options: [],
    async run(db, { positionals: [email] }) {
      if (!email) throw new OperatorError(USAGE);
      await revoke(db, email);
      return `Revoked the subscription of ${email}.`;
    },
  },
};

/** The arguments after "group verb"; an unknown option, a missing value or one the command does not take is the usage. */
function readArgs(args: string[], command: Command): Args {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch {
    throw new OperatorError(USAGE);
  }
  if (Object.keys(parsed.values).some((name) => !(command.options as string[]).includes(name))) throw new OperatorError(USAGE);
  return { positionals: parsed.positionals, ...parsed.values };
}

/** Runs one command line; resolves to what to print, rejects with an OperatorError to print instead. */
export async function admin(argv: string[], db: Db): Promise<string> {
  const [group, verb, ...args] = argv;
  const command = COMMANDS[`${group} ${verb}`];
  if (!command) throw new OperatorError(USAGE);
  return command.run(db, readArgs(args, command));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const argv = process.argv.slice(2);
  if (!COMMANDS[`${argv[0]} ${argv[1]}`]) {
    console.error(USAGE);
    process.exit(1);
  }
  const db = await openDb(readDatabaseConfig()).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  try {
    console.log(await admin(argv, db));
  } catch (error) {
    console.error(error instanceof OperatorError ? error.message : error);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
