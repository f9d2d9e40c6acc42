import { EQUIPMENT_MARKET_PAGE_SIZE } from "@cidp/api-client/contract";
import { LIST_COUNT_CAP, lookAheadCap } from "@cidp/domain";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import EquipmentMarket from "./default-equipment-market.tsx";
import LaborList from "./default-labor-list.tsx";
import ProjectList from "./default-project-list.tsx";

// The three market lists count their matches ten pages ahead of the one shown (lookAheadCap: the
// services stop there): a count that reached it is "at least", shown as "110+"; one that reached
// LIST_COUNT_CAP (a page deep enough) comes with the note to narrow the list.
const filters = { current: 1, keyword: "", regionCode: "", category: "", trade: "", kind: "" };
const root = { session: { loggedIn: false }, links: { login: "/login", register: "/register" }, platform: {} };
const pages: [string, ComponentType, string, Record<string, unknown>, number][] = [
  ["项目需求", ProjectList as ComponentType, "/default/project/list", {}, 10],
  ["劳务", LaborList as ComponentType, "/default/labor/list", { loginHref: "/login", laborSite: "" }, 10],
  ["设备市场", EquipmentMarket as ComponentType, "/default/equipment/market", { provinces: [], cities: [] }, EQUIPMENT_MARKET_PAGE_SIZE],
];

function render(Page: ComponentType, path: string, extra: Record<string, unknown>, total: number, current = 1): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ id: "page", path: path.slice(1), Component: Page }] }]);
  const loaderData = { root, page: { filters: { ...filters, current }, records: [], total, pages: 0, ...extra } };
  return renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={{ loaderData }} />);
}

describe.each(pages)("%s list total", (_name, Page, path, extra, size) => {
  const cap = lookAheadCap(1, size);
  it("shows a count below page 1's look-ahead cap as it is, without the depth note", () => {
    const html = render(Page, path, extra, cap - 1);
    expect(html).toContain(String(cap - 1));
    expect(html).not.toContain(`${cap - 1}+`);
    expect(html).not.toContain("list-depth-note");
  });

  it("shows a count that reached the look-ahead cap as at least that many", () => {
    expect(render(Page, path, extra, cap)).toContain(`${cap}+`);
  });

  it("shows a count that reached the lists' cap, on a deep page, as 1000+ and tells the visitor to filter", () => {
    const html = render(Page, path, extra, LIST_COUNT_CAP, 95);
    expect(html).toContain(`${LIST_COUNT_CAP}+`);
    expect(html).toContain("仅显示前 1000 条结果，请使用筛选条件缩小范围");
  });
});
