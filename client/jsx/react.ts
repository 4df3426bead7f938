/**
 * React as the browser bundle's modules import it (pipeline/bundle.ts resolves their "react" here).
 * React is CommonJS: esbuild gives every chunk that imports it a namespace object and its CommonJS
 * helpers, and every hook call becomes a property read on it. Re-exported once here, in the chunk that
 * holds React, the islands import plain bindings, and the helpers stay out of the pages without React.
 * A hook missing here fails the build with esbuild's "No matching export"; add it.
 */
export { Suspense, createContext, createElement, lazy, useContext, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
