import { Zip, ZipPassThrough } from "fflate";

/** One file of a ZIP: its path inside the archive and where its bytes come from. */
export interface ZipEntrySource {
  path: string;
  /** The bytes, or null when they could not be had (the entry is left out). */
  open(): Promise<ReadableStream<Uint8Array> | Uint8Array | null>;
}

/**
 * A ZIP written as it is read: entries stored (photos and PDFs are compressed already), one at a
 * time, each streamed from its source; reading a source waits while the reader is behind, so
 * memory stays at a few chunks whatever the files' sizes. Answers the paths left out.
 */
export function zipStream(entries: readonly ZipEntrySource[], onSkipped: (paths: string[]) => Uint8Array | null): ReadableStream<Uint8Array> {
  let wake: (() => void) | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        const roomFor = async () => {
          while ((controller.desiredSize ?? 1) <= 0) await new Promise<void>((resolve) => (wake = resolve));
        };
        const zip = new Zip((error, chunk, final) => {
          if (error) return controller.error(error);
          controller.enqueue(chunk);
          if (final) controller.close();
        });
        const skipped: string[] = [];
        try {
          for (const source of entries) {
            const body = await source.open().catch(() => null);
            if (!body) {
              skipped.push(source.path);
              continue;
            }
            const entry = new ZipPassThrough(source.path);
            zip.add(entry);
            if (body instanceof Uint8Array) {
              entry.push(body, true);
              continue;
            }
            const reader = body.getReader();
            for (;;) {
              await roomFor();
              const { done, value } = await reader.read();
              if (done) break;
              entry.push(value);
            }
            entry.push(new Uint8Array(0), true);
          }
          const note = onSkipped(skipped);
          if (note) {
            const entry = new ZipPassThrough("未能导出的文件.txt");
            zip.add(entry);
            entry.push(note, true);
          }
          zip.end();
        } catch (error) {
          controller.error(error);
        }
      },
      pull() {
        wake?.();
        wake = null;
      },
    },
    { highWaterMark: 4 },
  );
}
