import { cmsPaths, operatorCalls, type PlatformSettings } from "@cidp/api-client/contract";
import { SERVICE_HOURS_PROBLEM } from "@cidp/domain";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { movableClock } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { platformConfigs } from "../cms/schema.ts";
import { operatorAudit } from "./schema.ts";

// 平台设置: a save is checked field by field, takes effect in the portal's platform configuration at
// once, keeps every version (the first save also keeps what was there), and any version restores.

let t: TestApp;
let admin: StaffSession;
let platformId = 0;
let original: PlatformSettings;
const clock = movableClock();

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
  admin = await enrolStaff(t.app, t.database.db, { username: "boss", role: "管理员" }, clock.now);
  const platforms = await staffData(t.app, operatorCalls.settingsList, undefined, admin);
  const generic = platforms.find((platform) => platform.ngCode === "localhost");
  platformId = generic?.id ?? 0;
  original = generic?.settings as PlatformSettings;
}, 60_000);
afterAll(() => t.close());

const portalConfig = async () => {
  const answer = await t.app.inject({ method: "GET", url: cmsPaths.platformConfigList });
  return (answer.json().data as { ngCode: string; hotline: string; serviceHours: string; hiddenSections: string[] }[]).find(
    (config) => config.ngCode === "localhost",
  );
};

describe("平台设置", () => {
  it("lists every platform with its hotline and hours", async () => {
    expect(platformId).toBeGreaterThan(0);
    expect(original).toMatchObject({ hotline: "400-800-0431", serviceHours: "9:30-18:30", hiddenSections: [] });
  });

  it("seeds CHANGCHUN hiding the party building and the friendly links (spec §2), and the portal's configuration says so", async () => {
    const platforms = await staffData(t.app, operatorCalls.settingsList, undefined, admin);
    expect(platforms.find((platform) => platform.platformCode === "CHANGCHUN")?.settings.hiddenSections).toEqual(["partyBuilding", "friendlyLinks"]);
    const answer = await t.app.inject({ method: "GET", url: cmsPaths.platformConfigList });
    const configs = answer.json().data as { platformCode: string; hiddenSections: string[] }[];
    expect(configs.map((config) => [config.platformCode, config.hiddenSections])).toEqual([
      ["CIDP", []],
      ["CHANGCHUN", ["partyBuilding", "friendlyLinks"]],
    ]);
  });

  it.each([
    ["hotline", "12345", "请填写正确的服务热线"],
    ["hotline", "400-800-04311", "请填写正确的服务热线"],
    ["serviceHours", " ", "请填写服务时间"],
    ["serviceHours", "25:00-26:00", SERVICE_HOURS_PROBLEM],
    ["serviceHours", "18:30-9:30", SERVICE_HOURS_PROBLEM],
    ["baseTitle", "", "请填写平台名称"],
    ["appDownloadUrl", "javascript:alert(1)", "APP下载地址须为以 / 开头的站内路径或 http(s):// 地址"],
    ["officialAccountUrl", "ftp://example.cn", "公众号地址须为以 / 开头的站内路径或 http(s):// 地址"],
    ["hiddenSections", ["partyBuilding", "banner"], "隐藏的版块只能从以下选择：党建引领（菜单、首页版块、党建页面的站点地图）、页脚友情链接（不认识“banner”）"],
    ["hiddenSections", "partyBuilding", "hiddenSections"],
  ] as const)("refuses %s = %j on its field and writes nothing", async (field, value, message) => {
    const answer = await staffCall(t.app, operatorCalls.settingsSave, { id: platformId, ...original, [field]: value }, admin);
    expect(refusalOf(answer).status).toBe(400);
    expect(refusalOf(answer).msg).toContain(message);
    expect(await portalConfig()).toMatchObject({ hotline: original.hotline, serviceHours: original.serviceHours, hiddenSections: [] });
  });

  it("saves: the portal's configuration has the new hotline at once, the versions hold before and after, the audit the change", async () => {
    const saved = await staffCall(
      t.app,
      operatorCalls.settingsSave,
      { id: platformId, ...original, hotline: "0431-88886666", serviceHours: "工作日 8:30-17:30" },
      admin,
    );
    expect(saved.json()).toMatchObject({ success: true, msg: "已保存，立即生效", data: { changed: 2 } });
    expect(await portalConfig()).toMatchObject({ hotline: "0431-88886666", serviceHours: "工作日 8:30-17:30" });
    const detail = await staffData(t.app, operatorCalls.settingsDetail, { id: platformId }, admin);
    expect(detail.versions.map((version) => version.settings.hotline)).toEqual(["0431-88886666", "400-800-0431"]);
    expect(detail.versions[1]?.operator).toBe("初始配置");
    const [line] = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, "settings.saved"));
    expect(line?.detail).toMatchObject({ before: { hotline: "400-800-0431" }, after: { hotline: "0431-88886666" } });
    // Saving the same again changes nothing and writes no version.
    const same = await staffCall(t.app, operatorCalls.settingsSave, { id: platformId, ...detail.settings }, admin);
    expect(same.json()).toMatchObject({ msg: "设置未改变", data: { changed: 0 } });
    expect((await staffData(t.app, operatorCalls.settingsDetail, { id: platformId }, admin)).versions).toHaveLength(2);
  });

  it("saves the hidden sections (duplicates collapse, in the form's order), versions them and restores them", async () => {
    const before = await staffData(t.app, operatorCalls.settingsDetail, { id: platformId }, admin);
    const saved = await staffCall(
      t.app,
      operatorCalls.settingsSave,
      { id: platformId, ...before.settings, hiddenSections: ["friendlyLinks", "partyBuilding", "friendlyLinks"] },
      admin,
    );
    expect(saved.json()).toMatchObject({ success: true, data: { changed: 1 } });
    expect((await portalConfig())?.hiddenSections).toEqual(["partyBuilding", "friendlyLinks"]);
    const detail = await staffData(t.app, operatorCalls.settingsDetail, { id: platformId }, admin);
    expect(detail.settings.hiddenSections).toEqual(["partyBuilding", "friendlyLinks"]);
    expect(detail.versions.map((version) => version.settings.hiddenSections)).toEqual([["partyBuilding", "friendlyLinks"], [], []]);
    const [line] = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, "settings.saved")).orderBy(desc(operatorAudit.id)).limit(1);
    expect(line?.detail).toMatchObject({ before: { hiddenSections: [] }, after: { hiddenSections: ["partyBuilding", "friendlyLinks"] } });
    // The same list in another order is no change.
    const same = await staffCall(
      t.app,
      operatorCalls.settingsSave,
      { id: platformId, ...detail.settings, hiddenSections: ["friendlyLinks", "partyBuilding"] },
      admin,
    );
    expect(same.json()).toMatchObject({ data: { changed: 0 } });
    // Restoring the version before shows everything again.
    const restored = await staffCall(t.app, operatorCalls.settingsRestore, { id: platformId, versionId: detail.versions[1]?.id ?? 0 }, admin);
    expect(restored.json()).toMatchObject({ success: true, data: { changed: 1 } });
    expect((await portalConfig())?.hiddenSections).toEqual([]);
  });

  it("restores a version as a new one; an unknown platform or version is 404", async () => {
    const detail = await staffData(t.app, operatorCalls.settingsDetail, { id: platformId }, admin);
    const first = detail.versions.at(-1)?.id ?? 0;
    const restored = await staffCall(t.app, operatorCalls.settingsRestore, { id: platformId, versionId: first }, admin);
    expect(restored.json()).toMatchObject({ success: true, data: { changed: 2 } });
    const [row] = await t.database.db.select().from(platformConfigs).where(eq(platformConfigs.id, platformId));
    expect(row).toMatchObject({ hotline: "400-800-0431", serviceHours: "9:30-18:30" });
    expect((await staffData(t.app, operatorCalls.settingsDetail, { id: platformId }, admin)).versions).toHaveLength(5);
    expect((await staffCall(t.app, operatorCalls.settingsRestore, { id: platformId, versionId: 999_999 }, admin)).statusCode).toBe(404);
    expect((await staffCall(t.app, operatorCalls.settingsDetail, { id: 999_999 }, admin)).statusCode).toBe(404);
  });
});
