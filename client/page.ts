import "./core.ts";
import { enhance } from "./enhance.ts";
import { hasHandedOverToast } from "./toast.ts";

// Entry of informational pages. A signed-out visitor gets only this: React and Firebase load
// when a stored session (seen before paint) or a handed-over toast needs them, through the account
// pages' entry, which hydrates the islands.
enhance(() => import("./analytics.ts"));
if ("session" in document.documentElement.dataset || hasHandedOverToast()) void import("./app.ts");
