import "./page.ts";
import { startTyping } from "./typing.ts";

// Entry of the landing page: the informational page plus the typing animation.
startTyping();
