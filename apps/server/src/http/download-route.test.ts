import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { fileDownloadHeaders, sendFile } from "./download-route.ts";

describe("a file download's headers", () => {
  it("name the file in UTF-8 with an ASCII name beside it, and keep it out of caches and sniffing", () => {
    expect(fileDownloadHeaders({ type: "application/pdf", name: "中标通知书-ZB2026001.pdf", asciiName: "award-notice-ZB2026001.pdf" })).toEqual({
      "Content-Type": "application/pdf",
      "Content-Disposition":
        "attachment; filename=\"award-notice-ZB2026001.pdf\"; filename*=UTF-8''%E4%B8%AD%E6%A0%87%E9%80%9A%E7%9F%A5%E4%B9%A6-ZB2026001.pdf",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  });

  it("decode back to the Chinese name, spaces and brackets included", () => {
    const name = "物料清单（第2轮）'终版' (copy)*.xlsx";
    const disposition = fileDownloadHeaders({ type: "text/csv; charset=utf-8", name, asciiName: "lines.xlsx" })["Content-Disposition"] ?? "";
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? "";
    // RFC 8187 attr-chars only: no quote, bracket, star or space is left unescaped.
    expect(encoded).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(encoded)).toBe(name);
  });

  it("keep the ASCII name inside its quotes whatever it is given", () => {
    const disposition = fileDownloadHeaders({ type: "application/pdf", name: "发票.pdf", asciiName: '发票"x\\.pdf' })["Content-Disposition"];
    expect(disposition).toMatch(/^attachment; filename="___x_\.pdf"; filename\*=UTF-8''/);
  });

  it("go out with the bytes", async () => {
    const app = Fastify();
    app.get("/file", (_request, reply) =>
      sendFile(reply, { type: "text/csv; charset=utf-8", name: "操作日志-XJ001.csv", asciiName: "events-XJ001.csv", body: Buffer.from("a,b\r\n") }),
    );
    const response = await app.inject({ method: "GET", url: "/file" });
    await app.close();
    expect(response.body).toBe("a,b\r\n");
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="events-XJ001.csv"; filename*=UTF-8''${encodeURIComponent("操作日志-XJ001.csv")}`,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});
