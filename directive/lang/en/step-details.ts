/** What English says beside an action's verb: its values and timing, and who a notification goes to. */
import type { StepDetails } from "../step-detail-shape.ts";
import { NOTIFY_WORDS } from "./notices.ts";
import { VALUE_WORDS } from "./step-values.ts";

export const STEP_DETAILS = { values: VALUE_WORDS, notify: NOTIFY_WORDS } satisfies StepDetails;
