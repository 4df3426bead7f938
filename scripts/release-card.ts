/**
 * The file HACS downloads (issue 38): builds homedirective-card.js as the site's production build serves it
 * (the same bundler and API_URL, so the same bytes and SHA-256 that /#releases lists), checks that the tag,
 * card/version.ts and the release log name the same version, and writes dist/homedirective-card.js with the
 * release's notes beside it (dist/card-release.md). Run by .github/workflows/release-card.yml on a tag.
 * Usage: API_URL=https://api.homedirective.ai npx tsx scripts/release-card.ts v0.10.0
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { CARD_VERSION } from "../card/version.ts";
import { releases } from "../content/releases.ts";
import type { Release } from "../content/types.ts";
import { bundleCard } from "../pipeline/card.ts";
import { siteConfigFromEnv } from "../pipeline/config.ts";

/** The release log's entry for the card of this tag, or a sentence saying what to change. */
function releaseFor(tag: string): Release {
  if (tag !== `v${CARD_VERSION}`) throw new Error(`The tag ${tag} is not the card's version v${CARD_VERSION} (card/version.ts); tag v${CARD_VERSION}, or change the version first.`);
  const release = releases.find((r) => r.version === tag);
  if (release?.card?.version !== CARD_VERSION) throw new Error(`content/releases.ts has no entry ${tag} with card: { version: "${CARD_VERSION}" }; add it so /#releases lists the file's SHA-256.`);
  return release;
}

const tag = process.argv[2] ?? "";
const release = releaseFor(tag);
const config = siteConfigFromEnv(process.env);
if (!config.apiUrl.startsWith("https://")) throw new Error(`API_URL is ${config.apiUrl}; set it to the production API (https://…) the site is built with, or the file's SHA-256 will not be the one /#releases lists.`);
const card = await bundleCard(config);
const written = release.card?.sha256;
if (written && written !== card.sha256) throw new Error(`content/releases.ts lists SHA-256 ${written} for ${tag}, but this build is ${card.sha256}; release from the commit the site was built from.`);
mkdirSync("dist", { recursive: true });
writeFileSync(`dist/${card.file}`, card.contents);
writeFileSync("dist/card-release.md", `${release.title}: ${card.file} card v${CARD_VERSION}.\n\n${release.description}\n\nSHA-256 of ${card.file}: \`${card.sha256}\` (check it with \`sha256sum ${card.file}\`; /#releases on ${config.siteUrl} lists the same).\n`);
console.log(`${card.file} v${CARD_VERSION}: ${card.contents.length} bytes, SHA-256 ${card.sha256}`);
