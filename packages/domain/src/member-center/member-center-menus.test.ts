import { describe, expect, it } from "vitest";
import { PERMISSION_KEYS, ROLE_TEMPLATES } from "../organisation/permissions.ts";
import { MEMBER_CENTER_MENU_PAGES, menusFor, type PlatformMenu } from "./member-center-menus.ts";

const leaves = (menus: readonly PlatformMenu[]): string[] => menus.flatMap((group) => group.children.map((entry) => entry.menuName));
const groups = (menus: readonly PlatformMenu[]): string[] => menus.map((group) => group.menuName);

describe("the member center's menu", () => {
  it.each([
    ["require", "采购管理"],
    ["supply", "销售管理"],
  ])("a %s business gets its side's trade menu (%s)", (companyType, tradeGroup) => {
    const menus = menusFor(companyType, PERMISSION_KEYS);
    expect(groups(menus)).toEqual(["账户管理", "企业管理", tradeGroup, "金融服务"]);
  });

  it("shows an entry whose page needs a permission only to a member who has it", () => {
    expect(leaves(menusFor("require", []))).not.toContain("询价单");
    expect(leaves(menusFor("require", ["inquiry_create"]))).toContain("询价单");
    expect(leaves(menusFor("supply", []))).not.toContain("我的报价");
    expect(leaves(menusFor("supply", ["quote_submit"]))).toContain("我的报价");
  });

  // The procurement entries of a builder's role templates: the 审批人 reaches the sheets it approves
  // and awards (询价管理) without the 新建 form its role cannot submit.
  it.each([
    ["采购员", ["询价单", "询价管理", "招标管理"]],
    ["审批人", ["询价管理"]],
    ["报价员", []],
    ["财务", ["已购服务"]],
  ])("gives a builder's %s the procurement entries %j", (roleName, entries) => {
    const role = ROLE_TEMPLATES.find((template) => template.name === roleName);
    const purchase = menusFor("require", role?.permissions ?? []).find((group) => group.menuName === "采购管理");
    const procurement = ["询价单", "询价管理", "招标管理", "已购服务"];
    expect((purchase?.children ?? []).map((entry) => entry.menuName).filter((name) => procurement.includes(name))).toEqual(entries);
  });

  it("drops a group whose every entry needs a permission the member lacks", () => {
    // 金融服务 holds 融资申请 (finance_apply) and VIP 购买 (order_pay) only.
    expect(groups(menusFor("require", []))).not.toContain("金融服务");
    expect(groups(menusFor("require", ["order_pay"]))).toContain("金融服务");
  });

  it("sends no permission keys to the browser", () => {
    const keysOf = (menus: readonly PlatformMenu[]): string[] => menus.flatMap((entry) => [...Object.keys(entry), ...keysOf(entry.children)]);
    expect(new Set(keysOf(menusFor("supply", PERMISSION_KEYS)))).toEqual(new Set(["id", "menuName", "path", "icon", "children"]));
  });

  it("lists every page it leads to once, as the route table spells paths (no leading slash)", () => {
    expect(MEMBER_CENTER_MENU_PAGES).toContain("user/security/sign-ins");
    expect(MEMBER_CENTER_MENU_PAGES.every((page) => page.startsWith("user/"))).toBe(true);
    expect(new Set(MEMBER_CENTER_MENU_PAGES).size).toBe(MEMBER_CENTER_MENU_PAGES.length);
  });
});
