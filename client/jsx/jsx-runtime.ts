/**
 * The JSX runtime of the browser bundle (pipeline/bundle.ts points esbuild's jsxImportSource here).
 * Through it every island also reaches React DOM, so esbuild sees react, react-dom, the JSX runtime and
 * the scheduler reached from the same entries and puts them in one chunk: one file, one request, and
 * about 1.5 KB less gzip than the four chunks they otherwise split into. Islands hydrate with React DOM
 * anyway, so no page loads anything more.
 */
import "react-dom/client";
export { Fragment, jsx, jsxs } from "react/jsx-runtime";
