import { suite } from "uvu";
import * as assert from "uvu/assert";
import { TOAST_MS, dismissToast, showToast, toastStore } from "../../client/toast.ts";
import { installClock } from "../helpers/clock.ts";

const test = suite("toast store");
// Installed in a hook, not at import: uvu itself starts the suite with setTimeout.
let clock: ReturnType<typeof installClock>;
test.before(() => {
  clock = installClock();
});
test.after.each(() => toastStore.set(null));

test("should hold a message and a type", () => {
  showToast("Welcome back!");
  assert.equal({ ...toastStore.get(), id: 0 }, { id: 0, message: "Welcome back!", type: "success" });
  showToast("Incorrect password.", "error");
  assert.is(toastStore.get()?.type, "error");
});

test("should clear itself after exactly 5000 ms", () => {
  assert.is(TOAST_MS, 5000);
  showToast("API key copied to clipboard");
  clock.advance(4999);
  assert.ok(toastStore.get(), "still shown at 4999 ms");
  clock.advance(1);
  assert.is(toastStore.get(), null);
});

test("should give a replacing toast its own full 5000 ms", () => {
  showToast("first");
  clock.advance(3000);
  showToast("second");
  clock.advance(3000);
  assert.is(toastStore.get()?.message, "second");
  clock.advance(2000);
  assert.is(toastStore.get(), null);
});

test("should close on demand, and an old id must not close a newer toast", () => {
  showToast("old");
  const old = toastStore.get()!.id;
  dismissToast(old);
  assert.is(toastStore.get(), null);
  showToast("new");
  dismissToast(old);
  assert.is(toastStore.get()?.message, "new");
});

test("should notify subscribers on change and stop after unsubscribe", () => {
  let calls = 0;
  const unsubscribe = toastStore.subscribe(() => calls++);
  showToast("a");
  toastStore.set(toastStore.get()); // same value: no notification
  unsubscribe();
  showToast("b");
  assert.is(calls, 1);
});

test.after(() => clock.uninstall());
test.run();
