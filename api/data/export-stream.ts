/**
 * The account export (GDPR Art. 20) as a stream of JSON text (issue 38): the head and each section as
 * export.ts reads them, and the directive records a page at a time (up to 1,000 records of 64 KiB
 * each, 87 MB as base64), so no request holds them all. The text is the document export.ts describes.
 */
import { PassThrough, type Readable } from "node:stream";
import type { Db, Queryable } from "../db.ts";
import { type PageCursor, pageOf } from "./directives.ts";
import { EXPORT_SECTIONS, type ExportSubject, registeredAt } from "./export.ts";

/** Records read per query: small, since each record is up to 87 KB of base64 on its way out. */
const PAGE = 8;

/** The document's text, piece by piece: `{…head, "apiKey": …, …, "directives": [ … ], …}`. */
async function* exportText(db: Queryable, subject: ExportSubject, head: (registered: string | null) => Record<string, unknown>): AsyncGenerator<string> {
  yield JSON.stringify(head(await registeredAt(db, subject.uid))).slice(0, -1);
  for (const [name, read] of Object.entries(EXPORT_SECTIONS)) {
    if (name !== "directives") {
      yield `,${JSON.stringify(name)}:${JSON.stringify(await read(db, subject))}`;
      continue;
    }
    yield `,${JSON.stringify(name)}:[`;
    let after: PageCursor | null = null;
    let comma = "";
    for (let first = true; first || after; first = false) {
      const page = await pageOf(db, subject.uid, after, PAGE);
      for (const { id, data, active, createdAt, updatedAt } of page.records) {
        yield `${comma}${JSON.stringify({ id, data, active, createdAt, updatedAt })}`;
        comma = ",";
      }
      after = page.next;
    }
    yield "]";
  }
  yield "}";
}

/** Resolves when the stream wants more; rejects if it closes first (the client left). */
const drained = (out: PassThrough) =>
  new Promise<void>((resolve, reject) => {
    const drain = () => (out.off("close", close), resolve());
    const close = () => (out.off("drain", drain), reject(new Error("The client left before the export ended.")));
    out.once("drain", drain);
    out.once("close", close);
  });

/**
 * The export as a readable stream, written from one transaction (the document is one consistent
 * moment) as fast as the client reads it; a failure midway ends the stream with an error, which the
 * client sees as a cut connection, never as a complete-looking document.
 */
export function exportStream(db: Db, subject: ExportSubject, head: (registered: string | null) => Record<string, unknown>, onError: (error: unknown) => void): Readable {
  const out = new PassThrough();
  void db
    .transaction(async (tx) => {
      for await (const piece of exportText(tx, subject, head)) {
        if (!out.write(piece)) await drained(out);
      }
    })
    .then(() => out.end(), (error: unknown) => {
      onError(error);
      out.destroy(error as Error);
    });
  return out;
}
