import { getBannerList, getContentList } from "@cidp/api-client";
import { safeHref } from "@cidp/domain";
import { publicCache } from "../../lib/public-cache.server.ts";
import { type PortalRequest, portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { settlerFor } from "./settle.server.ts";

/** One banner slide: its picture, caption and (made safe) link. */
export interface HomeBanner {
  key: string;
  title: string;
  imgUrl: string;
  href: string;
}

/** One partner (合作伙伴): a name and its mark. */
export interface HomePartner {
  key: string;
  name: string;
  imgUrl: string;
}

/** What the home page shows around its sections: the banners (positions 100, then 101) and the partners. */
export interface HomeShowcase {
  banners: HomeBanner[];
  partners: HomePartner[];
}

const settle = settlerFor("home showcase");

/** The banners and partners of the request's platform; a failing call empties only its part. */
export function loadHomeShowcase(request: Request, context: RequestContext): Promise<HomeShowcase> {
  return publicCache.get(`home-showcase:${new URL(request.url).host}`, () => fetchHomeShowcase(portalRequest(context)));
}

async function fetchHomeShowcase(state: PortalRequest): Promise<HomeShowcase> {
  // The request's client sends the platform's code once its configuration is known.
  await settle("platform configuration", () => state.platform());
  const client = state.visitor;
  const silent = { silent: true } as const;
  const [home, inner, partners] = await Promise.all([
    settle("banners 100", () => getBannerList(client, { position: "100" }, silent)),
    settle("banners 101", () => getBannerList(client, { position: "101" }, silent)),
    settle("partners", () => getContentList(client, { code: "hzhb_list" }, silent)),
  ]);
  const banners = [...(home?.success ? home.data : []), ...(inner?.success ? inner.data : [])].map((b) => ({
    key: `b${b.id}`,
    title: b.title,
    imgUrl: b.imgUrl,
    href: safeHref(b.linkUrl),
  }));
  return {
    banners,
    partners: partners?.success ? partners.data.map((p) => ({ key: `p${p.id}`, name: p.title, imgUrl: p.imgUrl })) : [],
  };
}
