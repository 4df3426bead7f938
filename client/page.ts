import "./core.ts";
import { enhance } from "./enhance.ts";
import { hasHandedOverToast } from "./toast.ts";

// Entry of informational pages. A signed-out visitor gets only this: React and Firebase load
// when a stored session (seen before paint) or a handed-over toast needs them.
enhance();
const hasSession = "session" in document.documentElement.dataset;
if (hasSession || hasHandedOverToast()) void import("./islands.ts").then((m) => m.startIslands(hasSession, true));
