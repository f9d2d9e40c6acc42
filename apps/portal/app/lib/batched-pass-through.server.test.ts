import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BatchedPassThrough } from "./batched-pass-through.server.ts";

/** The chunks the stream passes on, as text, once it has ended. */
function collect(stream: BatchedPassThrough): Promise<string[]> {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  return new Promise((resolve, reject) => {
    stream.on("end", () => resolve(chunks));
    stream.on("error", reject);
  });
}

describe("BatchedPassThrough", () => {
  it("passes on what was written before a flush as one chunk", async () => {
    const stream = new BatchedPassThrough();
    const chunks = collect(stream);
    stream.write("<!DOCTYPE html>");
    stream.write(new TextEncoder().encode("<html>"));
    stream.write("<body>");
    stream.flush();
    stream.write("</body></html>");
    stream.flush();
    stream.end();
    expect(await chunks).toEqual(["<!DOCTYPE html><html><body>", "</body></html>"]);
  });

  it("passes on what was written after the last flush when it ends", async () => {
    const stream = new BatchedPassThrough();
    const chunks = collect(stream);
    stream.write("<p>");
    stream.end("</p>");
    expect(await chunks).toEqual(["<p></p>"]);
  });

  it("still ends with what is left when given a final hook (the document's timeout clears there)", async () => {
    let finalRan = false;
    const stream = new BatchedPassThrough({
      final(callback) {
        finalRan = true;
        callback();
      },
    });
    const chunks = collect(stream);
    stream.write("<main>");
    stream.end("</main>");
    expect(await chunks).toEqual(["<main></main>"]);
    expect(finalRan).toBe(true);
  });

  it("sends nothing for a flush with nothing written", async () => {
    const stream = new BatchedPassThrough();
    const chunks = collect(stream);
    stream.flush();
    stream.end();
    expect(await chunks).toEqual([]);
  });

  it("takes a whole large document without asking the writer to wait", () => {
    const stream = new BatchedPassThrough();
    const piece = "x".repeat(4096);
    const accepted = Array.from({ length: 200 }, () => stream.write(piece));
    expect(accepted.every(Boolean)).toBe(true);
    stream.destroy();
  });

  it("passes on every byte in order, one chunk per flush that had writes", async () => {
    const step = fc.oneof(fc.record({ write: fc.string({ unit: "grapheme", maxLength: 40 }) }), fc.constant({ flush: true as const }));
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const stream = new BatchedPassThrough();
        const chunks = collect(stream);
        let expectedChunks = 0;
        let unflushed = false;
        for (const entry of steps) {
          if ("write" in entry) {
            if (entry.write.length === 0) continue;
            stream.write(entry.write);
            unflushed = true;
          } else {
            stream.flush();
            if (unflushed) expectedChunks++;
            unflushed = false;
          }
        }
        stream.end();
        if (unflushed) expectedChunks++;
        const passed = await chunks;
        expect(passed.join("")).toBe(steps.map((entry) => ("write" in entry ? entry.write : "")).join(""));
        expect(passed).toHaveLength(expectedChunks);
      }),
    );
  });
});
