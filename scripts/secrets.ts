/**
 * A secrets scanner for the build output and the files tracked in git. It knows the shapes that
 * matter here: private keys, Google service-account JSON, database URLs with a password, our own
 * `hca_` API keys, cloud and payment keys, and our API's secret variables given a literal value.
 * A Google browser key (`AIza…`) is allowed only when it is the public Firebase web config's apiKey.
 * Usage: `tsx scripts/secrets.ts [dir]` scans dir (default dist/) and git; exits 1 on a finding.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export interface Finding {
  file: string;
  line: number;
  kind: string;
}

const rules: { kind: string; pattern: RegExp }[] = [
  { kind: "private key", pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/g },
  { kind: "service-account JSON", pattern: /"type"\s*:\s*"service_account"|"private_key(?:_id)?"\s*:\s*"[^"]+"/g },
  { kind: "service-account e-mail", pattern: /[a-z0-9-]+@[a-z0-9-]+\.iam\.gserviceaccount\.com/g },
  { kind: "database URL with a password", pattern: /\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|rediss?):\/\/[^\s:@/"'`]+:[^\s@/"'`]+@[^\s"'`]+/g },
  { kind: "HomeDirective API key", pattern: /\bhca_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g },
  { kind: "Google API key", pattern: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { kind: "Stripe secret key", pattern: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { kind: "AWS access key", pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: "GitHub token", pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}/g },
  { kind: "Slack token", pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g },
  { kind: "API secret with a literal value", pattern: /\b(?:API_KEY_HASH_SECRET|API_KEY_ENCRYPTION_KEY|STRIPE_SECRET_KEY)\s*[=:]\s*["']?[A-Za-z0-9+/_-]{20,}={0,2}/g },
];

/** Every secret-shaped string in `text`, except the exact strings in `allow` (public values). */
export function findSecrets(file: string, text: string, allow: string[] = []): Finding[] {
  const findings: Finding[] = [];
  for (const { kind, pattern } of rules) {
    for (const match of text.matchAll(pattern)) {
      if (allow.includes(match[0])) continue;
      findings.push({ file, line: text.slice(0, match.index).split("\n").length, kind });
    }
  }
  return findings;
}

const binary = /\.(?:png|jpe?g|gif|webp|ico|woff2?)$/;

/** Scans a folder's text files (the build output). */
export function scanDir(dir: string, allow: string[] = []): Finding[] {
  const walk = (path: string): string[] =>
    statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => walk(join(path, name))) : [path];
  return walk(dir)
    .filter((path) => !binary.test(path))
    .flatMap((path) => findSecrets(relative(dir, path), readFileSync(path, "utf8"), allow));
}

/** Documented placeholders that look like credentials but are not. */
const placeholders = ["postgres://user:pass@host/db"];

/** Scans every file git tracks in the repository at `root`, as committed in the working tree. */
export function scanGit(root: string): Finding[] {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  return files
    .filter((file) => !binary.test(file) && statSync(join(root, file), { throwIfNoEntry: false })?.isFile())
    .flatMap((file) => findSecrets(file, readFileSync(join(root, file), "utf8"), placeholders));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("..", import.meta.url).pathname;
  const { siteConfigFromEnv } = await import("../pipeline/config.ts");
  const dir = process.argv[2] ?? join(root, "dist");
  const findings = [...scanDir(dir, [siteConfigFromEnv(process.env).firebase.apiKey]), ...scanGit(root)];
  for (const f of findings) console.log(`${f.file}:${f.line}: ${f.kind}`);
  console.log(findings.length === 0 ? "No secrets found in the build output or in git." : `${findings.length} secret(s) found.`);
  process.exit(findings.length === 0 ? 0 : 1);
}
