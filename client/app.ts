import { startIslands } from "./account.ts";
import { enhance } from "./enhance.ts";

// Entry of the account and alpha pages: their islands hydrate at once and auth always starts.
enhance();
void startIslands(true);
