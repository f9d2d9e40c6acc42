import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrSvg } from "./qr-svg.server.ts";

const SCALE = 4;

/**
 * Rasterises the SVG the way a renderer would (white square, black runs of its one path) into
 * RGBA pixels for a decoder; it fails on any other shape of output, so the test follows the
 * format rather than trusting it.
 */
function rasterise(svg: string): { data: Uint8ClampedArray; side: number } {
  const viewBox = /viewBox="0 0 (\d+) \1"/.exec(svg);
  const path = /<path fill="#000" d="([^"]*)"\/>/.exec(svg);
  if (!viewBox || !path) throw new Error("not the expected SVG");
  const side = Number(viewBox[1]) * SCALE;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  const runs = path[1] ?? "";
  const run = /M(\d+) (\d+)h(\d+)v1h-\3z/g;
  let consumed = 0;
  for (let match = run.exec(runs); match; match = run.exec(runs)) {
    consumed += match[0].length;
    const [x, y, length] = [Number(match[1]), Number(match[2]), Number(match[3])];
    for (let py = y * SCALE; py < (y + 1) * SCALE; py++) {
      for (let px = x * SCALE; px < (x + length) * SCALE; px++) {
        const at = (py * side + px) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
    }
  }
  if (consumed !== runs.length) throw new Error("the path has commands other than runs");
  return { data, side };
}

describe("qrSvg", () => {
  it.each([
    "http://localhost:3000/download-h5",
    "http://127.0.0.1:3000/default/comprehensives-ervices/online-customer-service",
    "https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=changchun-construction-platform",
    "https://门户.example.cn/下载?平台=长春",
  ])("decodes back to %s", (url) => {
    const { data, side } = rasterise(qrSvg(url, "移动端APP二维码"));
    expect(jsQR(data, side, side)?.data).toBe(url);
  });

  it("is sized 130×130 with a quiet zone and an escaped title", () => {
    const svg = qrSvg("https://example.cn", '<客服> & "QR"');
    expect(svg).toMatch(/^<svg [^>]*width="130" height="130"/);
    expect(svg).toContain("<title>&#60;客服&#62; &#38; &#34;QR&#34;</title>");
    expect(svg).not.toMatch(/d="M[0-3] /);
  });
});
