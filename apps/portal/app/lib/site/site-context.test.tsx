import { renderToString } from "react-dom/server";
import { getVersion } from "valtio";
import { describe, expect, it } from "vitest";
import type { SiteState } from "./site.store.ts";
import { SiteProvider, useSite } from "./site-context.tsx";

const initial: SiteState = {
  footerData: [],
  industryTopTxt: [{ txt: "热烈祝贺省建筑产业数字化平台正式上线！", url: "" }],
  keepIncludeArr: [],
  industryFrontCss: { flag: false },
  platformConfigData: null,
};

let seen: Readonly<SiteState> | null = null;

function Reader() {
  seen = useSite();
  return <p>{seen.industryTopTxt[0]?.txt}</p>;
}

describe("the site store in a server render", () => {
  it("hands the start-up data to the page as it is: no valtio proxy, no copy", () => {
    const html = renderToString(
      <SiteProvider initial={initial}>
        <Reader />
      </SiteProvider>,
    );
    expect(html).toContain("热烈祝贺省建筑产业数字化平台正式上线！");
    expect(seen).toBe(initial);
    // valtio knows a version only for its proxies.
    expect(getVersion(seen as object | null)).toBeUndefined();
  });
});
