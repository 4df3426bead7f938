import { createHash } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { buildSite, writeDist } from "../../build.ts";
import { createStaticServer } from "../../scripts/serve.ts";
import { siteConfigFromEnv } from "../../pipeline/config.ts";
import { releases } from "../../content/releases.ts";
import { CARD_VERSION } from "../../card/version.ts";
import { prepaintHash } from "../../pipeline/prepaint.ts";
import { headerMatcher, readHosting } from "../../pipeline/hosting.ts";

const dir = await mkdtemp(join(tmpdir(), "dist-"));
await writeDist((await buildSite(siteConfigFromEnv({}))).files, dir);
const server = await createStaticServer({ dir, connectSrc: ["http://127.0.0.1:8787"] });
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const get = (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: "manual", ...init });

const test = suite("static server");

test("should serve every route at its clean path with 200 and no redirect", async () => {
  for (const path of ["/", "/pricing", "/faq", "/security", "/docs", "/privacy", "/terms", "/about", "/contact", "/alpha", "/login", "/register", "/profile", "/subscription-success"]) {
    const response = await get(path);
    assert.is(response.status, 200, path);
    assert.is(response.headers.get("content-type"), "text/html; charset=utf-8");
    assert.ok((await response.text()).includes("<title>"));
  }
});

test("should redirect a trailing slash and a .html path to the clean URL, keeping the query", async () => {
  for (const [from, to] of [["/pricing/", "/pricing"], ["/pricing.html", "/pricing"], ["/index.html", "/"], ["/alpha/?success=true", "/alpha?success=true"]]) {
    const response = await get(from!);
    assert.is(response.status, 301, from);
    assert.is(response.headers.get("location"), to);
  }
});

test("should answer unknown paths with the 404 page and status 404", async () => {
  const response = await get("/no-such-page");
  assert.is(response.status, 404);
  assert.ok((await response.text()).includes("Page not found"));
  assert.is((await get("/../../etc/passwd")).status, 404);
});

test("should send a strict CSP that allows the pre-paint script by hash only", async () => {
  const csp = (await get("/")).headers.get("content-security-policy") ?? "";
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  assert.ok(scriptSrc.includes(prepaintHash));
  assert.not.ok(scriptSrc.includes("unsafe-inline") || scriptSrc.includes("unsafe-eval"));
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) assert.ok(csp.includes(directive), directive);
  assert.ok(/connect-src [^;]*http:\/\/127\.0\.0\.1:8787/.test(csp), "the local API is added to connect-src");
});

test("should send the other security headers and cache hashed assets for a year", async () => {
  const page = await get("/faq");
  assert.is(page.headers.get("strict-transport-security"), "max-age=31536000; includeSubDomains");
  assert.is(page.headers.get("x-content-type-options"), "nosniff");
  assert.is(page.headers.get("cross-origin-opener-policy"), "same-origin");
  assert.is(page.headers.get("cache-control"), "no-cache");
  const css = /href="(\/assets\/styles-[^"]+)"/.exec(await page.text())?.[1];
  const asset = await get(css!);
  assert.is(asset.status, 200);
  assert.is(asset.headers.get("cache-control"), "public, max-age=31536000, immutable");
});

const root = new URL("../..", import.meta.url).pathname;
const hosting = headerMatcher((await readHosting(join(root, "firebase.json"))).headers);
const directives = (csp: string) => new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

test("should send exactly the headers firebase.json gives Firebase Hosting, adding only local origins to connect-src", async () => {
  const css = /href="(\/assets\/styles-[^"]+)"/.exec(await (await get("/")).text())![1]!;
  for (const path of ["/", "/login", "/profile", "/no-such-page", css, "/og.png", "/sitemap.xml"]) {
    const served = Object.fromEntries((await get(path)).headers);
    const declared = hosting(path);
    assert.ok(Object.keys(declared).length >= 8, path);
    for (const [key, value] of Object.entries(declared)) {
      const expected = key === "Content-Security-Policy" ? value.replace("connect-src", "connect-src http://127.0.0.1:8787") : value;
      assert.is(served[key.toLowerCase()], expected, `${path}: ${key}`);
    }
  }
});

test("should declare a strict production CSP and the security headers in firebase.json", () => {
  const headers = hosting("/");
  const csp = directives(headers["Content-Security-Policy"] ?? "");
  const scriptSrc = csp.get("script-src") ?? [];
  assert.not.ok(scriptSrc.some((s) => /unsafe|\*|^https?:$|^data:$/.test(s)), scriptSrc.join(" "));
  assert.equal(csp.get("object-src"), ["'none'"]);
  assert.equal(csp.get("base-uri"), ["'none'"]);
  assert.equal(csp.get("frame-ancestors"), ["'none'"]);
  assert.equal(csp.get("form-action"), ["'self'"]);
  // The site itself (Lighthouse and other crawlers' checks fetch robots.txt from the page), our API
  // and Firebase Auth, plus Google Analytics' collection origins: SPEC §2 reports page views, and
  // gtag sends them with fetch/sendBeacon, which connect-src governs. Nothing else.
  const api = ["'self'", "https://api.homedirective.ai"];
  const auth = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];
  const analytics = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"];
  assert.equal([...(csp.get("connect-src") ?? [])].sort(), [...api, ...auth, ...analytics].sort());
  assert.is(headers["Strict-Transport-Security"], "max-age=31536000; includeSubDomains");
  assert.is(headers["X-Content-Type-Options"], "nosniff");
  assert.ok(["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(headers["Referrer-Policy"]!), "a referrer policy that never sends a path to another site");
  assert.is(headers["Cross-Origin-Opener-Policy"], "same-origin");
});

test("should refuse a header regex that Firebase Hosting's RE2 cannot compile, naming the rule", async () => {
  const file = join(dir, "firebase.json");
  for (const regex of ["^/(?!assets/).*", "^/(?<=x)y", "^/(a)\\1$"]) {
    await writeFile(file, JSON.stringify({ hosting: { headers: [{ regex, headers: [] }] } }));
    const error = await readHosting(file).then(() => undefined, (e: Error) => e.message);
    assert.ok(error?.includes(regex) && error.includes("RE2"), `${regex}: ${error}`);
  }
  await readHosting(join(root, "firebase.json")); // the committed file passes
});

test("should gzip text when the client accepts it", async () => {
  const response = await get("/", { headers: { "accept-encoding": "gzip" } });
  assert.is(response.headers.get("content-encoding"), "gzip");
  assert.ok((await response.text()).includes("<!DOCTYPE html>"), "fetch decodes the gzip body");
});

test("should serve the dashboard card at its fixed address to any origin (a Home Assistant loads it by URL)", async () => {
  const response = await get("/homedirective-card.js");
  assert.is(response.status, 200);
  assert.match(response.headers.get("content-type") ?? "", /javascript/);
  assert.is(response.headers.get("access-control-allow-origin"), "*");
  assert.is(response.headers.get("cache-control"), "no-cache", "a fixed name must be revalidated, or an update never arrives");
  assert.ok((await response.text()).includes('"homedirective-card"'));
  assert.is((await get("/")).headers.get("access-control-allow-origin"), null, "pages stay same-origin");
});

test("should list in the release log the SHA-256 of the card file the site serves, under the card's own version", async () => {
  const served = new Uint8Array(await (await get("/homedirective-card.js")).arrayBuffer());
  const page = (await (await get("/")).text()).replaceAll("<!-- -->", ""); // React's text separators
  const shown = /SHA-256 of homedirective-card\.js \(card v([\d.]+)\): <code>([0-9a-f]{64})<\/code>/.exec(page);
  assert.ok(shown, "the release log shows the card file's SHA-256");
  assert.is(shown[2], createHash("sha256").update(served).digest("hex"), "what `sha256sum homedirective-card.js` prints");
  assert.is(shown[1], CARD_VERSION, "the hash is listed under the version the file carries (card/version.ts)");
  assert.is(releases.find((r) => r.card)?.card?.version, CARD_VERSION, "a new card version needs its release in content/releases.ts");
  assert.ok(page.includes('id="releases"'), "/#releases reaches the release log");
});

test.after(() => new Promise<void>((done) => server.close(() => done())));
test.run();
