import { LIST_COUNT_CAP } from "@cidp/domain";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import EquipmentMarket from "./default-equipment-market.tsx";
import LaborList from "./default-labor-list.tsx";
import ProjectList from "./default-project-list.tsx";

// The three market lists count their matches only up to LIST_COUNT_CAP (the services stop there):
// a count that reached it is "at least", shown as "1000+", with the note to narrow the list.
const filters = { current: 1, keyword: "", regionCode: "", category: "", trade: "", kind: "" };
const root = { session: { loggedIn: false }, links: { login: "/login", register: "/register" }, platform: {} };
const pages: [string, ComponentType, string, Record<string, unknown>][] = [
  ["项目需求", ProjectList as ComponentType, "/default/project/list", {}],
  ["劳务", LaborList as ComponentType, "/default/labor/list", { loginHref: "/login", laborSite: "" }],
  ["设备市场", EquipmentMarket as ComponentType, "/default/equipment/market", { provinces: [], cities: [] }],
];

function render(Page: ComponentType, path: string, extra: Record<string, unknown>, total: number): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ id: "page", path: path.slice(1), Component: Page }] }]);
  const loaderData = { root, page: { filters, records: [], total, pages: 0, ...extra } };
  return renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={{ loaderData }} />);
}

describe.each(pages)("%s list total", (_name, Page, path, extra) => {
  it("shows a count below the cap as it is, without the depth note", () => {
    const html = render(Page, path, extra, 999);
    expect(html).toContain("999");
    expect(html).not.toContain("999+");
    expect(html).not.toContain("list-depth-note");
  });

  it("shows a count that reached the cap as 1000+ and tells the visitor to filter", () => {
    const html = render(Page, path, extra, LIST_COUNT_CAP);
    expect(html).toContain(`${LIST_COUNT_CAP}+`);
    expect(html).toContain("仅显示前 1000 条结果，请使用筛选条件缩小范围");
  });
});
