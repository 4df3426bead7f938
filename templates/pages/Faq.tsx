import type { PageProps } from "./props.ts";

/** An accordion of native <details>: each item opens on its own, so several can be open, with no script. */
export function Faq({ meta, faq }: PageProps) {
  return (
    <article className="page">
      <h1>{meta.heading}</h1>
      <div className="accordion">
        {faq.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <div className="prose" dangerouslySetInnerHTML={{ __html: item.answer }} />
          </details>
        ))}
      </div>
    </article>
  );
}
