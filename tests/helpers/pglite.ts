/**
 * A migrated PGlite folder for a test, copied from a template made once per machine and schema.
 * PGlite runs initdb in WebAssembly for every new folder: 6–15 s of a core each, and the suites made
 * dozens. Opening a copy of an initialised folder takes under a second. Suites that test a folder's
 * own creation (first start, migrations from nothing) make theirs with openDb as before.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../../api/db.ts";

const migrations = new URL("../../api/migrations/", import.meta.url);

/** The template's name: PGlite's version and every migration's text, so a new migration makes a new template. */
function templateKey(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url)));
  for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(new URL(name, migrations)));
  return hash.digest("hex").slice(0, 16);
}

let template: Promise<string> | null = null;

async function makeTemplate(): Promise<string> {
  const path = join(tmpdir(), `homedirective-pglite-${templateKey()}`);
  if (existsSync(path)) return path;
  // Made aside and renamed into place, so a suite beside this one never copies a half-made folder.
  const aside = mkdtempSync(`${path}-making-`);
  const db = await openDb({ databaseUrl: null, dataDir: join(aside, "pglite") });
  await db.close();
  try {
    renameSync(join(aside, "pglite"), path);
  } catch (error) {
    if (!existsSync(path)) throw error; // another suite finished first: theirs is the same
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
  return path;
}

/** Copies the migrated template to `folder` (created, with its parents) and returns `folder`. */
export async function migratedPglite(folder: string): Promise<string> {
  template ??= makeTemplate();
  cpSync(await template, folder, { recursive: true });
  return folder;
}

/** A migrated PGlite folder under a new temporary directory. */
export async function tempPglite(prefix = "pglite-"): Promise<string> {
  return migratedPglite(join(mkdtempSync(join(tmpdir(), prefix)), "pglite"));
}
