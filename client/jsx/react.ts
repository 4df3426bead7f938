/**
 * React as the browser bundle's modules import it (pipeline/bundle.ts resolves their "react" here).
 * React is CommonJS, and esbuild gives every chunk that imports it its own `__toESM(require_react())`
 * wrapper. Re-exported once here, in the chunk that holds React, the islands share this file's one
 * wrapper. (Their hook calls stay property reads on it, `(0,r.useState)(…)`: binding each export as a
 * const of its own made the pages larger after gzip, so it was not kept.)
 * A hook missing here fails the build with esbuild's "No matching export"; add it.
 */
export { Suspense, createContext, createElement, lazy, useContext, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
