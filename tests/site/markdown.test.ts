import { test } from "uvu";
import * as assert from "uvu/assert";
import { markdownToHtml } from "../../pipeline/markdown.ts";

test("should render CommonMark to HTML", () => {
  assert.is(markdownToHtml("## Keys\n\nKept **local**, see [security](/security)."), '<h2>Keys</h2>\n<p>Kept <strong>local</strong>, see <a href="/security">security</a>.</p>');
});

test("should drop raw HTML so copy cannot inject markup", () => {
  // The tags go; what stood between them stays as inert text.
  assert.is(markdownToHtml('Hi <script>alert(1)</script><img src=x onerror="y">'), "<p>Hi alert(1)</p>");
  assert.is(markdownToHtml("<div>block</div>"), "");
});

test("should mark a paragraph holding only one link as a call to action", () => {
  assert.is(markdownToHtml("[Get in Touch](/contact)"), '<p class="actions"><a href="/contact">Get in Touch</a></p>');
  assert.is(markdownToHtml("Write [to us](/contact) today."), '<p>Write <a href="/contact">to us</a> today.</p>');
});

test.run();
