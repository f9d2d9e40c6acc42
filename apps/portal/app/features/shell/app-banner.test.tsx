import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppBanner } from "./app-banner.tsx";

describe("AppBanner", () => {
  it("links CHANGCHUN to the Jilin app's download page", () => {
    const html = renderToStaticMarkup(<AppBanner platformCode="CHANGCHUN" />);
    expect(html).toMatch(/<a [^>]*href="\/download-jl-h5"[^>]*>下载APP<\/a>/);
  });

  it("links any other platform, or none, to the generic download page", () => {
    for (const code of ["CIDP", null, undefined]) expect(renderToStaticMarkup(<AppBanner platformCode={code} />)).toContain('href="/download-h5"');
  });
});
