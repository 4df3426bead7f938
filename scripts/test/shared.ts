/**
 * The servers a run shares: one PostgreSQL cluster (each suite creates a database
 * of its own in it) and up to TEST_EMULATORS (2) Auth emulators, each lent to one suite at a time.
 * Suites find them through SHARED_POSTGRES and SHARED_AUTH_EMULATOR (tests/helpers).
 *
 * Why an emulator is lent whole: a suite takes it emptied, and many suites sign up the same addresses
 * (ann@example.com), so two suites on one emulator at once would delete or collide with each other's
 * accounts. Projects do not separate them: the Firebase SDK's calls name no project, and the emulator
 * answers them from its default one. An emulator costs ~10 s of CPU to start, hence a few, reused.
 * They start when the run does (`prepare`), and while they start the workers run the suites that need
 * none, instead of both waiting ~15 s for the first emulator at the start of every run.
 */
import { readFileSync } from "node:fs";
import { type AuthEmulator, startOwnAuthEmulator } from "../../tests/helpers/auth-emulator.ts";
import { type Cluster, startCluster } from "../../tests/helpers/postgres.ts";

/** What a suite's source says it needs; the bench smoke suite starts bench/api.ts, which uses both. */
function needs(file: string): { auth: boolean; postgres: boolean } {
  const source = readFileSync(file, "utf8");
  return {
    auth: /startAuthEmulator\(|startStack\(|bench\/api\.ts/.test(source),
    postgres: /startPostgres\(|startStack\(|bench\/api\.ts/.test(source),
  };
}

export interface Lease {
  /** Starts what the suite needs, if not yet running; resolves to the environment to run it with. */
  env(): Promise<Record<string, string>>;
  /** Gives the emulator back for the next suite. */
  release(): void;
}

export interface Shared {
  /** Starts, without waiting, the emulators and the cluster that `files`, run `jobs` at a time, will need. */
  prepare(files: string[], jobs: number): void;
  /**
   * A lease for `file`, or null while it needs an emulator and every one is lent out, or, with
   * `readyOnly`, while no emulator free for it has finished starting.
   */
  lease(file: string, readyOnly?: boolean): Lease | null;
  /** Resolves when a lease is given back or an emulator has started. */
  released(): Promise<void>;
  stop(): Promise<void>;
}

export function sharedServers(maxEmulators = Math.max(1, Number(process.env.TEST_EMULATORS || 2))): Shared {
  let cluster: Promise<Cluster | null> | undefined;
  const emulators: { started: Promise<AuthEmulator>; lent: boolean; ready: boolean }[] = [];
  let wake: () => void = () => {};
  let returned = new Promise<void>((r) => (wake = r));
  const signal = () => {
    wake();
    returned = new Promise<void>((r) => (wake = r));
  };
  const newEmulator = () => {
    const slot = { started: startOwnAuthEmulator(), lent: false, ready: false };
    // A failed start counts as ready too: the suite that takes it reports the failure.
    const settled = () => ((slot.ready = true), signal());
    slot.started.then(settled, settled);
    emulators.push(slot);
    return slot;
  };
  return {
    prepare(files, jobs) {
      const needed = files.map(needs);
      const auth = needed.filter((n) => n.auth).length;
      while (emulators.length < Math.min(auth, maxEmulators, jobs)) newEmulator();
      if (needed.some((n) => n.postgres)) (cluster ??= startCluster()).catch(() => {}); // a failed start is reported by the suites that await it
    },
    lease(file, readyOnly = false) {
      const { auth, postgres } = needs(file);
      let slot: (typeof emulators)[number] | undefined;
      if (auth) {
        const free = emulators.filter((e) => !e.lent);
        slot = free.find((e) => e.ready) ?? (readyOnly ? undefined : free[0]);
        if (!slot && !readyOnly && emulators.length < maxEmulators) slot = newEmulator();
        if (!slot) return null;
        slot.lent = true;
      }
      return {
        async env() {
          const env: Record<string, string> = {};
          const url = postgres ? (await (cluster ??= startCluster()))?.url : undefined;
          if (url) env.SHARED_POSTGRES = url;
          if (slot) {
            const emulator = await slot.started;
            env.SHARED_AUTH_EMULATOR = `${emulator.host}/${emulator.projectId}`;
          }
          return env;
        },
        release() {
          if (!slot) return;
          slot.lent = false;
          signal();
        },
      };
    },
    released: () => returned,
    async stop() {
      await Promise.all(emulators.map((e) => e.started.then((emulator) => emulator.stop(), () => {}))); // a failed start was reported by its suites
      await (await cluster?.catch(() => null))?.destroy();
    },
  };
}
