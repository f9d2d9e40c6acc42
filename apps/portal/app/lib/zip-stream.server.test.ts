import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipStream } from "./zip-stream.server.ts";

const text = (value: string) => new TextEncoder().encode(value);
const streamOf = (chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

describe("zip stream", () => {
  it("writes every entry, streamed or whole, and a note of the entries that could not be had", async () => {
    const big = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    const zip = zipStream(
      [
        { path: "my-data.json", open: async () => text('{"a":1}') },
        { path: "files/001-图纸.pdf", open: async () => streamOf([big.subarray(0, 1_000_000), big.subarray(1_000_000)]) },
        { path: "files/002-丢失.pdf", open: async () => null },
        { path: "files/003-出错.pdf", open: () => Promise.reject(new Error("network")) },
      ],
      (skipped) => (skipped.length ? text(skipped.join("\n")) : null),
    );
    const bytes = new Uint8Array(await new Response(zip).arrayBuffer());
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(["files/001-图纸.pdf", "my-data.json", "未能导出的文件.txt"]);
    expect(files["files/001-图纸.pdf"]).toEqual(big);
    expect(new TextDecoder().decode(files["未能导出的文件.txt"])).toBe("files/002-丢失.pdf\nfiles/003-出错.pdf");
  });

  it("leaves the note out when nothing was skipped", async () => {
    const zip = zipStream([{ path: "a.txt", open: async () => text("a") }], () => null);
    expect(Object.keys(unzipSync(new Uint8Array(await new Response(zip).arrayBuffer())))).toEqual(["a.txt"]);
  });
});
