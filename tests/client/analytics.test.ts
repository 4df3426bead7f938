import { suite } from "uvu";
import * as assert from "uvu/assert";
import { reportPageView } from "../../client/analytics.ts";
import { config } from "../../client/config.ts";

const test = suite("analytics page view");
const calls: unknown[][] = [];
const scope = globalThis as Record<string, unknown>;

/** Puts the page at `href` with a fake gtag that records its calls, then reports the page view. */
function visit(href: string, referrer = ""): Record<string, string> {
  calls.length = 0;
  scope.window = { gtag: (...args: unknown[]) => calls.push(args) };
  scope.location = new URL(href);
  scope.document = { title: "Page", referrer };
  reportPageView();
  assert.is(calls.length, 1, "one config event");
  assert.is(calls[0]![0], "config");
  return calls[0]![2] as Record<string, string>;
}

test.before(() => {
  config.analyticsId = "G-TEST";
});

test("should report the path and title of a page without a query", () => {
  const sent = visit("https://homedirective.ai/pricing");
  assert.equal(sent, { page_path: "/pricing", page_location: "https://homedirective.ai/pricing", page_referrer: "", page_title: "Page" });
});

test("should keep an allow-listed query such as success=true", () => {
  assert.is(visit("https://homedirective.ai/alpha?success=true").page_path, "/alpha?success=true");
});

test("should drop session_id, tokens, codes, keys and emails from every address it sends", () => {
  const secrets = ["session_id=cs_live_secret", "token=tok123", "code=abc", "oobCode=oob456", "apiKey=AIzaKey", "email=a%40b.example", "mode=resetPassword", "continueUrl=https%3A%2F%2Fx"];
  const sent = visit(`https://homedirective.ai/subscription-success?${secrets.join("&")}&success=true`, `https://homedirective.ai/profile?session_id=cs_live_secret&token=t`);
  assert.is(sent.page_path, "/subscription-success?success=true");
  assert.is(sent.page_location, "https://homedirective.ai/subscription-success?success=true");
  assert.is(sent.page_referrer, "https://homedirective.ai/profile");
  const everything = JSON.stringify(calls);
  for (const value of ["cs_live_secret", "tok123", "abc", "oob456", "AIzaKey", "a@b", "resetPassword", "continueUrl"]) assert.not.ok(everything.includes(value), value);
});

test("should send nothing when there is no analytics function", () => {
  scope.window = {};
  calls.length = 0;
  reportPageView();
  assert.is(calls.length, 0);
});

test.after(() => {
  config.analyticsId = "";
  for (const name of ["window", "location", "document"]) delete scope[name];
});
test.run();
