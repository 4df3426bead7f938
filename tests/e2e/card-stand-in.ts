/**
 * The card's browser tests' world: a page standing in for Home Assistant's frontend (fixtures/ha/),
 * served from its own origin as a Home Assistant is, loading the BUILT card from the site by URL; and
 * real accounts on the real API (alpha accepted, address verified, plan by the free-alpha checkout, key).
 */
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { createUser, verifyEmail } from "../helpers/auth-emulator.ts";
import { newEmail } from "./accounts.ts";
import type { Stack } from "./stack.ts";

const fixtures = new URL("./fixtures/ha/", import.meta.url);

/** Serves the stand-in page on localhost (another origin than the site's 127.0.0.1 and the API's). */
export async function haStandIn(cardUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const bundled = await build({ entryPoints: [new URL("hass.ts", fixtures).pathname], bundle: true, format: "esm", write: false });
  const files: Record<string, [string, string]> = {
    "/": ["text/html", (await readFile(new URL("index.html", fixtures), "utf8")).replace("</head>", `<script type="module" src="${cardUrl}"></script>\n</head>`)],
    "/hass.js": ["text/javascript", bundled.outputFiles[0]!.text],
    "/theme.css": ["text/css", await readFile(new URL("theme.css", fixtures), "utf8")],
  };
  const server: Server = createServer((request, response) => {
    const file = files[new URL(request.url!, "http://x").pathname];
    response.writeHead(file ? 200 : 404, { "content-type": file?.[0] ?? "text/plain" }).end(file?.[1] ?? "");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

export interface KeyHolder {
  email: string;
  idToken: string;
  key: string;
}

/** An accepted, verified tester with a key, and the plan chosen through the free-alpha checkout (none: no plan). */
export async function keyHolder(stack: Stack, tag: string, plan: "basic" | "pro" | "power-user" | null): Promise<KeyHolder> {
  const email = newEmail(tag);
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${stack.apiUrl}${path}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  if (!(await post("/alpha-subscribe", { email })).ok) throw new Error(`Could not apply as ${email}.`);
  await stack.admin("alpha", "accept", email);
  const user = await verifyEmail(stack.emulator, await createUser(stack.emulator, email));
  const { api_key: key } = (await (await fetch(`${stack.apiUrl}/api-key`, { headers: { authorization: `Bearer ${user.idToken}` } })).json()) as { api_key: string };
  if (plan) {
    const checkout = await post("/checkout", { plan }, user.idToken);
    if (!checkout.ok) throw new Error(`Checkout of ${plan} for ${email} failed: ${checkout.status} ${await checkout.text()}`);
  }
  return { email, idToken: user.idToken, key };
}

/** Opens the stand-in (query: admin=0, theme=dark, extra=N lights) and mounts one card. */
export async function openCard(page: Page, haUrl: string, config: Record<string, unknown>, query = ""): Promise<void> {
  await page.goto(`${haUrl}/${query ? `?${query}` : ""}`);
  await page.waitForFunction(() => customElements.get("homedirective-card") && (window as unknown as { ha?: unknown }).ha);
  await page.evaluate((c) => (window as unknown as { ha: { mount(c: unknown): void } }).ha.mount(c), config);
}

type Recorded = { kind: string; args: unknown[] };
/** Every call the card made into "Home Assistant" so far. */
export const callsOf = (page: Page): Promise<Recorded[]> => page.evaluate(() => (window as unknown as { ha: { calls: Recorded[] } }).ha.calls);

/** A new page = a new Home Assistant instance (its own user storage), with a card connected by `key`. */
export async function connectedCard(browser: Browser, haUrl: string, key: string, query = "", config: Record<string, unknown> = { type: "custom:homedirective-card" }): Promise<Page> {
  const page = await browser.newPage();
  await openCard(page, haUrl, config, query);
  await page.getByLabel("API key").fill(key);
  await page.getByRole("button", { name: "Connect" }).click();
  await page.getByLabel("Directive").waitFor();
  return page;
}

/** Types a directive into the card and compiles it. */
export async function compileDirective(page: Page, directive: string): Promise<void> {
  await page.getByLabel("Directive").fill(directive);
  await page.getByRole("button", { name: "Compile" }).click();
}
