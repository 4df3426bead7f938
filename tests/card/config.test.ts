/** The card's config checks (card/config.ts), as setConfig applies them: what HA shows in place of a wrong card. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { checkConfig } from "../../card/config.ts";

const refusal = (config: unknown) => {
  try {
    checkConfig(config);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

test("should take an https:// api_url, and http:// only on this computer", () => {
  for (const url of ["https://api.homedirective.ai", "https://api.example.org:8443/base", "http://localhost:8787", "http://127.0.0.1:4000", "http://[::1]:4000/"]) {
    assert.is(refusal({ type: "custom:homedirective-card", api_url: url }), null, url);
  }
});

test("should refuse any other api_url with a sentence", () => {
  for (const url of ["http://api.homedirective.ai", "http://192.168.1.5:8787", "http://localhost.evil.example", "ftp://x", "https://", "javascript:alert(1)", 42]) {
    assert.match(refusal({ type: "custom:homedirective-card", api_url: url }) ?? "accepted", /^api_url must be an https:\/\/ address/, String(url));
  }
});

test.run();
