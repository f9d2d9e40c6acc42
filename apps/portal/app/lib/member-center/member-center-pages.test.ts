import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { builtMenu, MEMBER_CENTER_PAGES } from "./member-center-pages.ts";

function paths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.path ? [`/${entry.path}`] : []), ...paths(entry.children ?? [])]);
}

describe("member-center pages", () => {
  it("are exactly the pages the route table puts under the member center's layout", () => {
    const layout = routes.find((entry) => entry.id === "layout:simple");
    expect([...MEMBER_CENTER_PAGES].sort()).toEqual(paths(layout?.children ?? []).sort());
    expect(MEMBER_CENTER_PAGES.has("/user/member-management/member-list")).toBe(true);
  });

  it("cover every /user page of the route table but its resource routes", () => {
    const resources = new Set(["/user/privacy/export"]);
    const declared = paths(routes).filter((path) => path.startsWith("/user/") && !resources.has(path));
    expect([...MEMBER_CENTER_PAGES].sort()).toEqual(declared.sort());
  });

  it("keeps built pages, drops the rest and groups left empty, and ignores a query", () => {
    const leaf = (id: string, path: string) => ({ id, menuName: id, path, children: [] });
    const menus = [
      { id: "account", menuName: "账户", path: "", children: [leaf("home", "/user/default"), leaf("bank", "/user/bankcard/bankcard")] },
      { id: "trade", menuName: "采购", path: "", children: [leaf("inquiry", "/user/building-materials/addInquirySheet")] },
      leaf("notice", "/user/notice/invitationInfo?id=3"),
    ];
    expect(builtMenu(menus, new Set(["/user/default", "/user/notice/invitationInfo"]))).toEqual([
      { id: "account", menuName: "账户", path: "", children: [leaf("home", "/user/default")] },
      leaf("notice", "/user/notice/invitationInfo?id=3"),
    ]);
  });
});
