/**
 * `npm start`: builds the site, then runs the Firebase Auth emulator, the API and the static site
 * together, prints their URLs, and stops all three on Ctrl-C (or when any of them exits).
 */
import { buildSite, writeDist } from "../build.ts";
import { defaultConfig } from "../client/config.ts";
import { siteConfigFromEnv } from "../pipeline/config.ts";
import { createStaticServer } from "./serve.ts";
import { processGroup, startBackend } from "./stack.ts";

const sitePort = Number(process.env.SITE_PORT ?? 5000);
const config = siteConfigFromEnv(process.env);
const emulatorHost = new URL(config.authEmulatorUrl || defaultConfig.authEmulatorUrl).host;

const { files } = await buildSite(config);
await writeDist(files);
console.log(`Built ${files.length} files into dist/.`);

const server = await createStaticServer({ connectSrc: [config.apiUrl, config.authEmulatorUrl].filter(Boolean) });
const group = processGroup(() => server.close());
const backend = startBackend(group, config, emulatorHost, sitePort);
await new Promise<void>((done) => server.listen(sitePort, "127.0.0.1", done));
await backend;
if (!group.stopping()) {
  console.log(`\nReady.\n  Site:          http://127.0.0.1:${sitePort}`);
  console.log(`  API:           ${config.apiUrl}`);
  console.log(`  Auth emulator: http://${emulatorHost}`);
  console.log("Press Ctrl-C to stop all three.\n");
}
