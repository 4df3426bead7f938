import type { PageProps } from "./props.ts";

/** An informational page: its heading over its Markdown copy. */
export function Prose({ meta, copy }: PageProps) {
  return (
    <article className="page prose">
      <h1>{meta.heading}</h1>
      <div dangerouslySetInnerHTML={{ __html: copy }} />
    </article>
  );
}
