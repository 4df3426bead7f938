import { startIslands } from "./islands.ts";
import { enhance } from "./enhance.ts";

// Entry of the account and alpha pages: their islands hydrate at once and auth always starts.
enhance();
void startIslands(true);
