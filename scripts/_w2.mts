import { buildSite } from "../build.ts";
import { siteConfigFromEnv } from "../build/config.ts";
import { frameworkMinimum, routeWeights } from "../bench/weights.ts";
const { files, bundle } = (await buildSite(siteConfigFromEnv({}))) as any;
const budget = Math.floor((await frameworkMinimum()) * 1.1);
for (const w of routeWeights(files, bundle.metafile)) if (w.jsSignedInGzip > 100000) console.log(w.file, w.jsSignedInGzip, budget - w.jsSignedInGzip);
