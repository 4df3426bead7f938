import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { buildSite, writeDist } from "../../build.ts";
import { createStaticServer } from "../../scripts/serve.ts";
import { siteConfigFromEnv } from "../../pipeline/config.ts";

// dist/ sits inside a folder holding a secret, so a traversal that escapes dist/ would show it.
const outer = await mkdtemp(join(tmpdir(), "hostile-"));
const dir = join(outer, "dist");
await mkdir(dir);
await writeFile(join(outer, "secret.txt"), "SENTINEL-OUTSIDE-DIST");
await writeFile(join(outer, "secret.html"), "SENTINEL-OUTSIDE-DIST");
await writeDist((await buildSite(siteConfigFromEnv({}))).files, dir);
const server = await createStaticServer({ dir });
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
const port = (server.address() as AddressInfo).port;
const origin = `http://127.0.0.1:${port}`;

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends a request line exactly as written (no client-side normalisation) and reads the whole answer. */
function raw(target: string, method = "GET"): Promise<Raw> {
  return new Promise((done, fail) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", fail);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      done({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
    // write, not end: a half-closed socket lets Node drop an answer that is still reading its file.
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, "latin1");
  });
}

const security = ["content-security-policy", "strict-transport-security", "x-content-type-options", "x-frame-options", "referrer-policy"];
function assertSecured(answer: Raw, label: string) {
  for (const name of security) assert.ok(answer.headers[name], `${label} (${answer.status}) lacks ${name}`);
  if (answer.status !== 200) assert.not.ok(/immutable/.test(answer.headers["cache-control"] ?? ""), `${label} (${answer.status}) is cached as immutable`);
}

async function assertAlive(after: string) {
  const home = await raw("/");
  assert.is(home.status, 200, `the server still answers after ${after}`);
}

const test = suite("static server under hostile requests");

const killers = ["/%E2%82%AC/", "/%E2%82%AC.html", "/%F0%9F%98%80/", "/%C3%A9/", "/%C3%A9.html", "/%0A/", "/%01.html", "/%7F/", "/a%E2%80%A8b/", "/%E2%82%AC/?q=%E2%82%AC", "/pricing/?q=\u00e9"];
test("should survive every path whose decoded form breaks a header, and answer it with the security headers", async () => {
  for (const path of killers) {
    const answer = await raw(path).catch(() => undefined);
    assert.ok(answer && answer.status > 0 && answer.status < 500, `${path} answered ${answer?.status}`);
    assertSecured(answer!, path);
    await assertAlive(path);
  }
});

const redirects = ["/%5Cevil.example/", "/%5C%5Cevil.example/", "//evil.example/", "///evil.example/", "/%2F%2Fevil.example/", "/%2F/evil.example/", "/%09/evil.example/", "/\t/evil.example/", "/\\evil.example/", "/\\\\evil.example.html", "/%20%2F/evil.example/", "/%0D%0ALocation:%20http://evil.example/", "/%2Fevil.example.html", "//evil.example/index.html", "/pricing/?next=//evil.example", "/.html?x=\\\\evil.example"];
test("should keep every redirect on our origin and send no raw control character in Location", async () => {
  for (const path of redirects) {
    const answer = await raw(path);
    assert.ok(answer.status > 0 && answer.status < 500, `${path} answered ${answer.status}`);
    assertSecured(answer, path);
    if (answer.status !== 301) continue;
    const location = answer.headers.location ?? "";
    assert.ok(location.startsWith("/") && !/^[/\\]{2}/.test(location), `${path} → ${location}`);
    assert.not.ok(/[\s\\\u0000-\u001f\u007f-\uffff]/.test(location), `${path} → ${JSON.stringify(location)} holds a character browsers rewrite`);
    assert.is(new URL(location, origin).origin, origin, `${path} → ${location}`);
  }
});

test("should keep the query on a redirect, encoded but otherwise as sent", async () => {
  for (const [from, to] of [["/pricing/?a=1&b=%2F%2Fx", "/pricing?a=1&b=%2F%2Fx"], ["/%E2%82%AC/", "/%E2%82%AC"], ["/faq.html?x=\\y", "/faq?x=%5Cy"]]) {
    const answer = await raw(from!);
    assert.is(answer.status, 301, from);
    assert.is(answer.headers.location, to, from);
  }
});

test("should send the security headers on line-break paths, 404s under /assets/, 400s and 405s", async () => {
  for (const path of ["/%0A", "/%0D", "/%E2%80%A8", "/a%0Ab", "/faq%0A", "/assets/nope-123.js", "/assets/%0A", "/%", "/%E0%A4%A", "/no-such-page"]) {
    const answer = await raw(path);
    assert.ok([400, 404].includes(answer.status), `${path} answered ${answer.status}`);
    assertSecured(answer, path);
  }
  for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE"]) {
    const answer = await raw("/pricing", method);
    assert.is(answer.status, 405, method);
    assert.is(answer.headers.allow, "GET, HEAD");
    assertSecured(answer, method);
  }
});

test("should answer NUL and undecodable paths with 404 or 400, never a 200", async () => {
  for (const path of ["/%00", "/%00.html", "/index%00", "/pricing%00.html", "/%", "/%zz", "/%C3", "/%ED%A0%80", "/%FF"]) {
    const answer = await raw(path);
    assert.ok([400, 404].includes(answer.status), `${path} answered ${answer.status}`);
    assertSecured(answer, path);
    await assertAlive(path);
  }
});

test("should never serve a file outside dist/, however the dots and slashes are encoded", async () => {
  for (const path of ["/../secret.txt", "/..%2Fsecret.txt", "/..%2fsecret", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/assets/..%2F..%2Fsecret.txt", "/..%5Csecret.txt", "/.%2e/secret", "/%2e%2e%2f%2e%2e%2fsecret.txt", "/..%2F..%2Fetc/passwd"]) {
    const answer = await raw(path);
    assert.ok([400, 404].includes(answer.status) || (answer.status === 301 && new URL(answer.headers.location!, origin).origin === origin), `${path} answered ${answer.status}`);
    assert.not.ok(answer.body.includes("SENTINEL"), `${path} leaked a file outside dist/`);
    assertSecured(answer, path);
  }
});

test("should answer absolute-form, asterisk and overlong targets without crashing", async () => {
  for (const target of ["http://evil.example/pricing/", "*", `/${"a".repeat(8000)}`, `/${"%E2%82%AC".repeat(1000)}/`, `/${"a/".repeat(3000)}`]) {
    const answer = await raw(target);
    assert.ok(answer.status >= 300 && answer.status < 500, `${target.slice(0, 40)} answered ${answer.status}`);
    assertSecured(answer, target.slice(0, 40));
    await assertAlive(target.slice(0, 40));
  }
  const huge = await raw(`/${"a".repeat(70000)}`);
  assert.ok([400, 414, 431].includes(huge.status), `an overlong path answered ${huge.status}`);
  assertSecured(huge, "overlong path");
  await assertAlive("an overlong path");
});

test("should answer HEAD like GET without a body, on pages and on killer paths", async () => {
  const head = await raw("/pricing", "HEAD");
  assert.is(head.status, 200);
  assert.is(head.body, "");
  assert.ok(Number(head.headers["content-length"]) > 0);
  assertSecured(head, "HEAD /pricing");
  const killer = await raw("/%E2%82%AC/", "HEAD");
  assert.is(killer.status, 301);
  await assertAlive("HEAD /%E2%82%AC/");
});

// The probe is re-run with new payloads of each class, so random paths built from the pieces those
// classes are made of must hold the same rules as the hand-picked ones.
const pieces = ["/", "//", "\\", ".", "..", ".html", "index", "pricing", "assets", "%2F", "%5C", "%2e", "%09", "%0A", "%0D", "%00", "%E2%80%A8", "%E2%82%AC", "%C3%A9", "%FF", "%", "%2", "?", "?next=//evil", "#", "@evil.example", ":", "evil.example"];
test("should hold every rule for random paths built from hostile pieces", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }), async (parts) => {
      const path = `/${parts.join("")}`;
      const answer = await raw(path);
      assert.ok([200, 301, 400, 404].includes(answer.status), `${path} answered ${answer.status}`);
      assertSecured(answer, path);
      assert.not.ok(answer.body.includes("SENTINEL"), `${path} leaked a file outside dist/`);
      if (answer.status === 301) assert.is(new URL(answer.headers.location ?? "", origin).origin, origin, `${path} → ${answer.headers.location}`);
    }),
    { numRuns: 300, seed: 17 },
  );
  await assertAlive("random hostile paths");
});

test.after(() => new Promise<void>((done) => server.close(() => done())));
test.run();
