/**
 * Starts `npm run dev` (site only) on a temporary copy of content/, for the dev tests and the benchmark,
 * so an edit they make can never be left behind in the repository's copy.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A running dev server: its URL, its temp content folder, everything it printed, and how to stop it. */
export interface DevUnderTest {
  url: string;
  contentDir: string;
  output(): string;
  close(): Promise<void>;
}

/** Copies content/ to a temp folder and starts the dev server on it and a free port; resolves once it serves. */
export async function launchDev(): Promise<DevUnderTest> {
  const dir = await mkdtemp(join(tmpdir(), "dev-"));
  const contentDir = join(dir, "content");
  await cp(join(root, "content"), contentDir, { recursive: true });
  const args = ["scripts/dev.ts", "--site-only", "--content", contentDir, "--dist", join(dir, "dist"), "--port", "0"];
  const child: ChildProcess = spawn(join(root, "node_modules/.bin/tsx"), args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = await new Promise<string>((done, fail) => {
    child.stdout!.on("data", () => {
      const found = /Site: (http:\/\/\S+)/.exec(output);
      if (found) done(found[1]!);
    });
    child.on("exit", (code) => fail(new Error(`npm run dev exited with code ${code} before serving:\n${output}`)));
  });
  return {
    url,
    contentDir,
    output: () => output,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.on("exit", done));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
