import { suite } from "uvu";
import * as assert from "uvu/assert";
import { directives } from "../../content/directives.ts";
import { pages } from "../../content/pages.ts";
import { site } from "../../content/site.ts";
import { builtFiles, pick, textOf } from "./render.ts";

const files = await builtFiles();
const html = (path: string) => files.get(path === "/" ? "index.html" : `${path.slice(1)}.html`) ?? "";

/** SPEC §2: what each route must say before any script runs. */
const keyStrings: Record<string, string[]> = {
  "/": ["The first AI-as-a-Service for Home Assistant", "Alpha", "Apply for Alpha", "Learn More", directives[0]!, "Development roadmap", "Release log", "v0.10.0 The dashboard card", "Latest", "Join Discord"],
  "/pricing": ["Basic", "Pro", "Power User", "$0.00", "FREE during Alpha", "Most Popular", "Up to 15 devices", "10 active automations", "Up to 50 devices", "Unlimited devices"],
  "/faq": ["Frequently Asked Questions"],
  "/security": ["AES-256-CBC", "HTTPS"],
  "/docs": ["directive", "Lovelace", "Install the card", "homedirective-card.js", "shutters", "closed alpha"],
  "/privacy": ["July 31st, 2025", "1 day", "within 30 days", "13 years old"],
  "/terms": ["July 31st, 2025", "18 years old", "30-day money-back guarantee", "30 days' notice", "12 months", "negotiation", "mediation", "binding arbitration"],
  "/about": ["Who We Are", "Our Vision", "Wanna help?", "Get in Touch", "Join Our Community"],
  "/contact": [site.email, "Read the FAQ"],
  "/alpha": ["Apply for Alpha Access", "Submit Application", "Home Assistant experience", "Number of automations", "Number of devices", "Lights", "Shutters", "Climate", "Switches", "Cameras", "Other", "1-10", "11-20", "20-50", "50+"],
  "/login": ["Log in", "Don't have an account? Sign up"],
  "/register": ["Create your account", "Confirm password", "Already have an account? Log in"],
  "/profile": ["Loading your account"],
  "/subscription-success": ["Confirming your subscription", "Go to Profile"],
};

const test = suite("rendered pages");

test("should render every route of SPEC §2 to its clean-URL file", () => {
  const routes = ["/", "/login", "/register", "/profile", "/subscription-success", "/pricing", "/faq", "/security", "/docs", "/privacy", "/contact", "/terms", "/about", "/alpha"];
  for (const route of routes) assert.ok(html(route).startsWith("<!DOCTYPE html><html lang=\"en\""), `no page for ${route}`);
  assert.ok(files.has("404.html") && files.has("favicon.svg") && files.has("sitemap.xml") && files.has("robots.txt"));
});

test("should show each route's key strings in its prerendered HTML", () => {
  for (const [route, strings] of Object.entries(keyStrings)) {
    const text = textOf(html(route));
    for (const s of strings) assert.ok(text.includes(s), `${route} lacks "${s}"`);
  }
});

test("should give every page its own title, description, canonical link and Open Graph tags", () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const meta of pages) {
    const page = html(meta.path);
    const title = pick(page, /<title>([^<]*)<\/title>/);
    const description = pick(page, /<meta name="description" content="([^"]*)"/);
    assert.is(textOf(title ?? ""), meta.title);
    assert.ok(description && !descriptions.has(description), `${meta.path}: missing or repeated description`);
    titles.add(title!);
    descriptions.add(description!);
    assert.is(pick(page, /<link rel="canonical" href="([^"]*)"/), `${site.url}${meta.path}`);
    for (const tag of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      assert.ok(page.includes(`property="${tag}"`), `${meta.path} lacks ${tag}`);
    }
    assert.is((page.match(/<h1[\s>]/g) ?? []).length, 1, `${meta.path} should have exactly one h1`);
  }
  assert.is(titles.size, pages.length);
});

test("should carry Organization JSON-LD on /about only", () => {
  const json = pick(html("/about"), /<script type="application\/ld\+json">([^<]*)<\/script>/);
  const data = JSON.parse(json ?? "{}");
  assert.is(data["@type"], "Organization");
  assert.is(data.name, site.name);
  assert.is(data.foundingDate, "2024");
  assert.not.ok(html("/pricing").includes("application/ld+json"));
});

test("should list exactly the public routes in sitemap.xml and point robots.txt at it", () => {
  const listed = [...(files.get("sitemap.xml") ?? "").matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  const expected = pages.filter((p) => !p.private).map((p) => `${site.url}${p.path}`);
  assert.equal(listed.sort(), expected.sort());
  assert.ok(files.get("robots.txt")?.includes(`Sitemap: ${site.url}/sitemap.xml`));
  for (const p of pages.filter((p) => p.private)) assert.ok(html(p.path).includes('name="robots" content="noindex"'));
});

test("should put header links, signed-out buttons, footer groups and the consent element on every page", () => {
  for (const meta of pages) {
    const page = html(meta.path);
    const text = textOf(page);
    for (const label of ["Pricing", "Security", "Docs", "FAQ", "Sign In", "Get Started", "Product", "Company", "Legal", "About Us", "Contact", "Discord", "Terms of Service", "Privacy Policy", "Accept", "Reject"]) {
      assert.ok(text.includes(label), `${meta.path} lacks "${label}"`);
    }
    assert.ok(page.includes('href="/login"') && page.includes('href="/register"'));
    assert.ok(page.includes('data-island="toasts"') && page.includes('data-consent-banner'));
  }
});

test("should name on every island the built chunk that exports its component", () => {
  let islands = 0;
  const pages = [...files].filter(([file]) => file.endsWith(".html"));
  for (const [file, page] of pages) {
    for (const [tag] of page.matchAll(/<div data-island="[^"]+"[^>]*>/g)) {
      islands++;
      const module = pick(tag, /data-module="([^"]+)"/);
      const name = pick(tag, /data-export="([^"]+)"/) ?? "default";
      assert.ok(module, `${file}: ${tag.slice(0, 40)}… names no module`);
      const chunk = files.get(module.slice(1));
      assert.ok(chunk !== undefined, `${file}: ${module} is not a file of the build`);
      assert.ok(new RegExp(`export\\{[^}]*\\bas ${name}\\b`).test(chunk), `${file}: ${module} exports no ${name}`);
    }
  }
  assert.ok(islands >= 2 * pages.length, `${islands} islands on ${pages.length} pages: every page has the header's two`);
});

test("should strike through every plan price and send every plan button to /alpha", () => {
  const page = html("/pricing");
  assert.is((page.match(/<s>.*?\$0\.00<\/s>/g) ?? []).length, 3);
  const buttons = [...page.matchAll(/<a class="button[^"]*" href="([^"]*)">Apply for Alpha<\/a>/g)].map((m) => m[1]);
  assert.equal(buttons, ["/alpha", "/alpha", "/alpha"]);
  assert.is((page.match(/Most Popular/g) ?? []).length, 1);
});

test("should build the FAQ as native <details> so several items open without JavaScript", () => {
  const page = html("/faq");
  assert.ok((page.match(/<details>/g) ?? []).length >= 5);
  assert.not.ok(/<details [^>]*name=/.test(page), "a shared name attribute would make the items exclusive");
});

test("should set the theme before paint with a default of dark", () => {
  const page = html("/");
  assert.ok(page.includes('<html lang="en" data-theme="dark"'));
  const head = pick(page, /<head>([\s\S]*)<\/head>/) ?? "";
  assert.ok(head.indexOf('localStorage') < head.indexOf('rel="stylesheet"'), "the theme script must run before the stylesheet");
});

test.run();
