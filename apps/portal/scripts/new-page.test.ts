import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const portalDir = path.resolve(import.meta.dirname, "..");
let root: string;

/** The generator run on the copy; its exit status and what it said. */
function newPage(...args: string[]): { status: number; output: string } {
  try {
    const output = execFileSync("node", [path.join(portalDir, "scripts/new-page.ts"), ...args], {
      env: { ...process.env, NEW_PAGE_ROOT: root, NEW_PAGE_MENUS: path.join(root, "member-center-menus.ts") },
      encoding: "utf8",
      stdio: "pipe",
    });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { status: failed.status, output: failed.stderr };
  }
}

const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const files = () => readdirSync(root, { recursive: true, encoding: "utf8" }).sort();

beforeEach(() => {
  // A copy of what the generator reads and writes: the route table, the member center's pages, texts.
  root = mkdtempSync(path.join(tmpdir(), "new-page-"));
  for (const file of ["app/routes.ts", "app/member-center-routes.ts", "app/features/member-center/member-center-texts.ts"]) {
    cpSync(path.join(portalDir, file), path.join(root, file), { recursive: true });
  }
  cpSync(path.join(portalDir, "../../packages/domain/src/member-center/member-center-menus.ts"), path.join(root, "member-center-menus.ts"));
  mkdirSync(path.join(root, "app/routes"));
  mkdirSync(path.join(root, "e2e"));
  mkdirSync(path.join(root, "app/features/news"));
  writeFileSync(path.join(root, "app/features/news/news-texts.ts"), 'export const newsTexts = { title: "新闻" } as const;\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("pnpm new:page", () => {
  it("starts a member page in the files the recipe names: route module, its line, texts and a journey with axe", { timeout: 30_000 }, () => {
    const before = files();
    const routes = read("app/routes.ts");
    expect(newPage("user/zz/testPage", "--title", "测试页", "--call", "memberCalls.businessList").status).toBe(0);
    const added = files().filter((file) => !before.includes(file));
    expect(added).toEqual(["app/routes/user-zz-test-page.tsx", "e2e/user-zz-test-page.spec.ts"]);
    // The member center's list gets the page; the route table's other layouts stay as they were.
    expect(read("app/member-center-routes.ts")).toContain('{ path: "user/zz/testPage", file: "routes/user-zz-test-page.tsx" },');
    expect(read("app/routes.ts")).toBe(routes);
    expect(read("app/features/member-center/member-center-texts.ts")).toContain('export const userZzTestPageTexts = {\n  title: "测试页",');
    const page = read("app/routes/user-zz-test-page.tsx");
    expect(page).toContain("const client = memberClientOrLogin(context);");
    expect(page).toContain("clientCall(memberCalls.businessList)(client, { silent: true })");
    expect(page).toContain('import { userZzTestPageTexts } from "../features/member-center/member-center-texts.ts";');
    expect(page).not.toMatch(/readSessionCookies|memberClient\(/);
    const journey = read("e2e/user-zz-test-page.spec.ts");
    expect(journey).toContain("await logIn(page, demoMembers.zhang);");
    expect(journey).toContain("await expectAxeClean(page);");
  });

  it("puts a side-menu page in its menu group, from which its route follows, and nowhere else", { timeout: 30_000 }, () => {
    const table = read("app/member-center-routes.ts");
    const result = newPage(
      "user/security/zz-devices",
      "--title",
      "常用设备",
      "--call",
      "memberCalls.signIns",
      "--menu",
      "account",
      "--permission",
      "bankcard_manage",
    );
    expect(result.status, result.output).toBe(0);
    const menus = read("member-center-menus.ts");
    expect(menus).toContain('leaf("account-security-zz-devices", "常用设备", "/user/security/zz-devices", "bankcard_manage"),');
    // Last in 账户管理, before the group's closing bracket, not in another group.
    expect(menus.indexOf("常用设备")).toBeGreaterThan(menus.indexOf('"/user/privacy"'));
    expect(menus.indexOf("常用设备")).toBeLessThan(menus.indexOf('group("company",'));
    expect(read("app/member-center-routes.ts")).toBe(table);
    expect(read("app/routes/user-security-zz-devices.tsx")).toContain("memberClientOrLogin(context)");
  });

  it.each([
    [["user/zz/a", "--title", "甲", "--menu", "nowhere"], "no group"],
    [["user/zz/b", "--title", "乙", "--menu", "account", "--permission", "fly"], "no permission key"],
    [["user/zz/c", "--title", "丙", "--permission", "order_pay"], "--menu"],
    [["user/security/sign-ins", "--title", "登录记录"], "declares user/security/sign-ins already"],
  ])("refuses %j: %s", (args, said) => {
    const before = files();
    const result = newPage(...args);
    expect(result.status).toBe(1);
    expect(result.output).toContain(said);
    expect(files()).toEqual(before);
  });

  it("names a call's input fields where the loader calls it", { timeout: 30_000 }, () => {
    expect(newPage("user/zz/list", "--title", "列表", "--call", "memberCalls.businessMemberList").status).toBe(0);
    const page = read("app/routes/user-zz-list.tsx");
    expect(page).toContain("// Its input (current, size, keyword): from the address or the form; the server checks it.");
    expect(page).toContain("clientCall(memberCalls.businessMemberList)(client, {}, { silent: true })");
  });

  it("puts a public page under its layout in routes.ts, with the visitor's client and the named texts", { timeout: 30_000 }, () => {
    expect(newPage("default/zz-public", "--title", "公开页", "--call", "homeCalls.platformConfigList", "--texts", "features/news/news-texts.ts").status).toBe(
      0,
    );
    expect(read("app/routes.ts")).toContain(
      'layout("layouts/site-layout.tsx", { id: "layout:default" }, [\n    route("default/zz-public", "routes/default-zz-public.tsx"),',
    );
    const page = read("app/routes/default-zz-public.tsx");
    expect(page).toContain("const client = portalRequest(context).visitor;");
    expect(read("app/features/news/news-texts.ts")).toContain("export const defaultZzPublicTexts");
    expect(read("e2e/default-zz-public.spec.ts")).not.toContain("logIn");
  });

  it("refuses a page that exists, a bad call name and a public page without texts, writing nothing", { timeout: 30_000 }, () => {
    const before = files().map((file) => [file, file.endsWith(".ts") ? read(file) : ""]);
    expect(newPage("user/default", "--title", "个人中心")).toMatchObject({ status: 1, output: expect.stringContaining("declares user/default already") });
    expect(newPage("user/zz/x", "--title", "页", "--call", "businessList")).toMatchObject({ status: 1 });
    expect(newPage("user/zz/x", "--title", "页", "--call", "memberCalls.noSuchCall")).toMatchObject({
      status: 1,
      output: expect.stringContaining("declare the call first"),
    });
    expect(newPage("default/zz-x", "--title", "页")).toMatchObject({ status: 1, output: expect.stringContaining("--texts") });
    expect(files().map((file) => [file, file.endsWith(".ts") ? read(file) : ""])).toEqual(before);
  });
});
