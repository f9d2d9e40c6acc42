import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blobChunks } from "./blob-chunks.ts";

const bytes = new Uint8Array(300_007).map((_, i) => (i * 31 + 7) % 251);

describe("blobChunks", () => {
  it("yields whole chunks of the asked size between the asked offsets, byte-exact", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 2048 }),
        fc.nat(6000),
        fc.nat(6000),
        async (size, chunkSize, from, requestedEnd) => {
          const data = bytes.subarray(0, size);
          const sizes: number[] = [];
          const joined: number[] = [];
          for await (const chunk of blobChunks(new Blob([data]), chunkSize, from, requestedEnd)) {
            sizes.push(chunk.byteLength);
            joined.push(...chunk);
          }
          const end = Math.min(size, requestedEnd);
          const expected = from < end ? data.subarray(from, end) : new Uint8Array(0);
          expect(Uint8Array.from(joined)).toEqual(expected);
          expect(sizes.length).toBe(Math.ceil(expected.length / chunkSize));
          expect(sizes.slice(0, -1).every((n) => n === chunkSize)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads nothing more once the consumer stops", async () => {
    let reads = 0;
    const blob = new Blob([bytes]);
    const counting = Object.assign(blob, {
      slice: (start?: number, end?: number) => {
        const part = Blob.prototype.slice.call(blob, start, end);
        return Object.assign(part, {
          arrayBuffer: () => {
            reads += 1;
            return Blob.prototype.arrayBuffer.call(part);
          },
        });
      },
    });
    for await (const _ of blobChunks(counting, 1024)) break;
    expect(reads).toBe(1);
  });
});
