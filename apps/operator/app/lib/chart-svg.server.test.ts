import { describe, expect, it } from "vitest";
import { chartSvg, presentationOnly } from "./chart-svg.server.ts";

describe("charts drawn on the server", () => {
  it("draws an SVG of the given size with no style element or attribute the CSP would block", () => {
    const svg = chartSvg(
      {
        title: { text: "注册" },
        xAxis: { type: "category", data: ["11-01", "11-02"] },
        yAxis: { type: "value" },
        series: [{ type: "bar", data: [3, 5], label: { show: true } }],
      },
      { width: 640, height: 240 },
    );
    expect(svg).toMatch(/^<svg width="640" height="240"/);
    expect(svg).not.toMatch(/<style|style="/);
    expect(svg).toContain('font-size="12px"');
    expect(svg).toContain("11-02");
  });

  it("turns declarations into attributes and drops anything that could leave the attribute", () => {
    expect(presentationOnly('<text style="font-size:12px;font-weight:bold;">a</text>')).toBe('<text font-size="12px" font-weight="bold">a</text>');
    expect(presentationOnly('<text style="fill:url(x);bad name:1;x<y:2">a</text>')).toBe('<text fill="url(x)">a</text>');
    expect(presentationOnly("<svg><style>.a:hover{fill:red}</style><g/></svg>")).toBe("<svg><g/></svg>");
  });
});
