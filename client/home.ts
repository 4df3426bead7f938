import "./page.ts";
import { startPlayground } from "./playground.ts";
import { startTyping } from "./typing.ts";

// Entry of the landing page: the informational page, the typing animation and the playground's listeners.
startTyping();
startPlayground();
