import { typing } from "../../content/directives.ts";
import { finalCta, hero, valueCards } from "../../content/landing.ts";
import { releases } from "../../content/releases.ts";
import { roadmap } from "../../content/roadmap.ts";
import type { Release, RoadmapStatus } from "../../content/types.ts";
import { type DemoExample, demoExamples } from "../demo-examples.ts";
import { Playground } from "../Playground.tsx";
import type { CardFile, PageProps } from "./props.ts";

/** The newest release that shipped a card: the file the site serves now is that release's. */
const newestCard = releases.find((release) => release.card);

/** A release's card file and its SHA-256, so a user can check what runs in their home (`sha256sum`). */
function Checksum({ release, served }: { release: Release; served: CardFile }) {
  const sha256 = release.card?.sha256 ?? (release === newestCard ? served.sha256 : undefined);
  if (!sha256) throw new Error(`content/releases.ts: ${release.version} shipped card v${release.card?.version}, a file the site no longer serves; write its SHA-256 into card.sha256.`);
  return (
    <p className="checksum">
      SHA-256 of {served.file} (card v{release.card?.version}): <code>{sha256}</code>
    </p>
  );
}

const statusLabel: Record<RoadmapStatus, string> = {
  completed: "Completed",
  current: "Current",
  upcoming: "Upcoming",
};

/** "AI-as-a-Service" never breaks at its hyphens; the words stay the same for assistive technology. */
function Title({ text }: { text: string }) {
  const [before, after] = text.split(unbroken);
  return after === undefined ? <>{text}</> : <>{before}<span className="nowrap">{unbroken}</span>{after}</>;
}
const unbroken = "AI-as-a-Service";

/**
 * The typing line starts on the first example; client/typing.ts animates it and shows the summary of
 * the example being typed. Every example and summary is in the HTML, stacked in one cell (.stack), so
 * the longest reserves the height.
 */
function TypingDemo({ examples }: { examples: DemoExample[] }) {
  return (
    <section className="typing-demo card" aria-labelledby="examples-title">
      <h2 id="examples-title">Say it the way you would say it</h2>
      <p className="typing-line stack" aria-hidden="true">
        <span data-current="">
          <span className="prompt">›</span> <span data-typing>{examples[0]?.text}</span>
        </span>
        {examples.map(({ text }) => (
          <span key={text}>› {text}</span>
        ))}
      </p>
      <div className="summaries stack" data-summaries>
        {examples.map(({ text, summary }, i) => (
          <p key={text} className="automation" data-current={i === 0 ? "" : undefined}>
            {summary}
          </p>
        ))}
      </div>
      <div className="upcoming" aria-hidden="true">
        <h3>Up next</h3>
        <ol data-upcoming>
          {examples.slice(1, 1 + typing.upcoming).map(({ text }) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </div>
      <ul className="visually-hidden" data-examples>
        {examples.map(({ text }) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

/** The landing page; `examples` are the demo's directives with their compiled automations. */
export function Home({ site, card, examples = demoExamples }: PageProps & { examples?: DemoExample[] }) {
  return (
    <>
      <div className="hero-grid">
        <section className="hero" aria-labelledby="hero-title">
          <p className="badge">{hero.badge}</p>
          <h1 id="hero-title">
            <Title text={hero.title} />
          </h1>
          <p className="lead">{hero.lead}</p>
          <p className="actions">
            <a className="button primary" href="/alpha">Apply for Alpha</a>
            <a className="button" href="/docs">
              Learn More<span className="visually-hidden"> about HomeDirective in the docs</span>
            </a>
          </p>
        </section>
        <TypingDemo examples={examples} />
      </div>
      <Playground />
      <section aria-labelledby="why-title">
        <h2 id="why-title" className="visually-hidden">Why {site.name}</h2>
        <ul className="cards">
          {valueCards.map((card) => (
            <li key={card.title} className="card">
              <h3>{card.title}</h3>
              <p>{card.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="roadmap-title">
        <h2 id="roadmap-title">Development roadmap</h2>
        <ol className="roadmap">
          {roadmap.map((item) => (
            <li key={item.title} className={`status-${item.status}`}>
              <span className="status">{statusLabel[item.status]}</span>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ol>
      </section>
      <section id="releases" aria-labelledby="releases-title">
        <h2 id="releases-title">Release log</h2>
        <ol className="releases">
          {releases.map((release) => (
            <li key={release.version} className="card">
              <h3>
                <span className="version">{release.version}</span> {release.title}
                {release.isLatest ? <span className="badge">Latest</span> : null}
              </h3>
              <p>{release.description}</p>
              {release.card ? <Checksum release={release} served={card} /> : null}
            </li>
          ))}
        </ol>
      </section>
      <section className="final-cta card" aria-labelledby="cta-title">
        <h2 id="cta-title">{finalCta.title}</h2>
        <p>{finalCta.body}</p>
        <p className="actions">
          <a className="button primary" href="/alpha">Apply for Alpha</a>
          <a className="button" href={site.chat.url} rel="noopener">Join Discord</a>
        </p>
      </section>
    </>
  );
}
