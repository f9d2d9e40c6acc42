import { cmsPaths, operatorCalls, type PlatformSettings } from "@cidp/api-client/contract";
import type { OperatorRole } from "@cidp/domain";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { movableClock } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { platformHosts } from "../cms/schema.ts";
import { PlatformCommandError, runPlatformCommand } from "./platform-command.ts";
import { operatorAudit } from "./schema.ts";

// 平台设置 域名与备案: an administrator gives a platform its hosts (each on one platform only), its
// 备案号, 主办单位 and footer links; the portal's configuration has them at once; the command line
// does the same before any operator exists.

let t: TestApp;
let admin: StaffSession;
const clock = movableClock();
const ids: Record<"CIDP" | "CHANGCHUN", number> = { CIDP: 0, CHANGCHUN: 0 };
const settingsOf: Record<"CIDP" | "CHANGCHUN", PlatformSettings> = {} as Record<"CIDP" | "CHANGCHUN", PlatformSettings>;

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
  admin = await enrolStaff(t.app, t.database.db, { username: "hostadmin", role: "管理员" }, clock.now);
  for (const platform of await staffData(t.app, operatorCalls.settingsList, undefined, admin)) {
    if (platform.platformCode === "CIDP" || platform.platformCode === "CHANGCHUN") {
      ids[platform.platformCode] = platform.id;
      settingsOf[platform.platformCode] = platform.settings as PlatformSettings;
    }
  }
}, 60_000);
afterAll(() => t.close());

/** The portal's configuration of a platform, as the public list gives it. */
const portalConfig = async (platformCode: string) => {
  const answer = await t.app.inject({ method: "GET", url: cmsPaths.platformConfigList });
  const configs = answer.json().data as { platformCode: string; ngCode: string; hosts: string[]; icpNumber: string; operatingCompany: string }[];
  return configs.find((config) => config.platformCode === platformCode);
};

const save = (code: "CIDP" | "CHANGCHUN", changes: Record<string, unknown>, session: StaffSession = admin) =>
  staffCall(t.app, operatorCalls.settingsSave, { id: ids[code], ...settingsOf[code], ...changes }, session);

const latestAudit = async () => (await t.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1))[0];

describe("平台设置：域名与备案", () => {
  it("lists each platform with the host it was matched by until now (the seed's), and nothing of the footer yet", () => {
    expect(settingsOf.CIDP).toMatchObject({ hosts: ["localhost"], icpNumber: "", publicSecurityNumber: "", operatingCompany: "", footerLinks: [] });
    expect(settingsOf.CHANGCHUN.hosts).toEqual(["127.0.0.1"]);
  });

  it("saves hosts (lower-cased, each once), 备案号, 主办单位 and links: the portal has them at once, the portals are told, the audit says what changed", async () => {
    const heard: (string | null)[] = [];
    const stop = await t.database.listen("cidp_content_changed", (table) => heard.push(table));
    try {
      const answer = await save("CHANGCHUN", {
        hosts: ["JZ.Changchun.gov.cn", "www.jz.changchun.gov.cn.", "127.0.0.1", "jz.changchun.gov.cn"],
        icpNumber: "吉ICP备2024000002号-1",
        publicSecurityNumber: "吉公网安备22010202000002号",
        operatingCompany: "长春市住房和城乡建设局",
        footerLinks: [{ title: "长春市住建局", url: "https://zjw.changchun.gov.cn/" }],
      });
      expect(answer.json()).toMatchObject({ success: true, data: { changed: 5 } });
      for (let tries = 0; tries < 50 && !heard.includes("platform_host"); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toContain("platform_host");
    } finally {
      await stop();
    }
    expect(await portalConfig("CHANGCHUN")).toMatchObject({
      ngCode: "jz.changchun.gov.cn",
      hosts: ["jz.changchun.gov.cn", "www.jz.changchun.gov.cn", "127.0.0.1"],
      icpNumber: "吉ICP备2024000002号-1",
      operatingCompany: "长春市住房和城乡建设局",
      footerLinks: [{ title: "长春市住建局", url: "https://zjw.changchun.gov.cn/" }],
    });
    const line = await latestAudit();
    expect(line).toMatchObject({ action: "settings.saved", subjectKind: "platform", subjectId: ids.CHANGCHUN });
    expect(line?.detail).toMatchObject({
      before: { hosts: ["127.0.0.1"], icpNumber: "" },
      after: { hosts: ["jz.changchun.gov.cn", "www.jz.changchun.gov.cn", "127.0.0.1"], icpNumber: "吉ICP备2024000002号-1" },
    });
    const detail = await staffData(t.app, operatorCalls.settingsDetail, { id: ids.CHANGCHUN }, admin);
    settingsOf.CHANGCHUN = detail.settings as PlatformSettings;
    expect(detail.versions.map((version) => version.settings.hosts)).toEqual([["jz.changchun.gov.cn", "www.jz.changchun.gov.cn", "127.0.0.1"], ["127.0.0.1"]]);
    // The links read back from the database in another key order are no change.
    expect((await save("CHANGCHUN", {})).json()).toMatchObject({ data: { changed: 0 } });
  });

  it("refuses a host another platform answers to, naming that platform, and writes nothing", async () => {
    const before = await latestAudit();
    const answer = await save("CIDP", { hosts: ["localhost", "WWW.jz.changchun.gov.cn"], icpNumber: "吉ICP备2024000001号-1" });
    expect(refusalOf(answer)).toEqual({
      status: 409,
      msg: "域名“www.jz.changchun.gov.cn”已属于平台“长春建筑产业互联网平台（CHANGCHUN）”：一个域名只能属于一个平台，请先从该平台移除",
    });
    expect(await portalConfig("CIDP")).toMatchObject({ hosts: ["localhost"], icpNumber: "" });
    expect((await latestAudit())?.id).toBe(before?.id);
  });

  it("gives one of two saves racing for the same host, the other is refused with the winner's name", async () => {
    const [cidp, changchun] = await Promise.all([
      save("CIDP", { hosts: ["localhost", "race.example.cn"] }),
      save("CHANGCHUN", { hosts: [...settingsOf.CHANGCHUN.hosts, "race.example.cn"] }),
    ]);
    expect([cidp.statusCode, changchun.statusCode].sort()).toEqual([200, 409]);
    const owners = await t.database.db.select().from(platformHosts).where(eq(platformHosts.host, "race.example.cn"));
    expect(owners).toHaveLength(1);
    const loser = cidp.statusCode === 409 ? cidp : changchun;
    expect(refusalOf(loser).msg).toContain(cidp.statusCode === 409 ? "（CHANGCHUN）" : "（CIDP）");
    // Back as it was, for the tests below.
    if (cidp.statusCode === 200) expect((await save("CIDP", { hosts: ["localhost"] })).statusCode).toBe(200);
    else expect((await save("CHANGCHUN", {})).statusCode).toBe(200);
  });

  it.each([
    ["hosts", [], "请至少填写一个域名"],
    ["hosts", ["127.0.0.1:3000"], "不带 http://、端口或路径"],
    ["hosts", ["https://jz.changchun.gov.cn"], "不带 http://、端口或路径"],
    ["hosts", ["长春.中国"], "xn-- 形式"],
    ["hosts", ["bad_host.cn"], "格式不正确"],
    ["icpNumber", "ICP 2024", "请填写正确的ICP备案号"],
    ["publicSecurityNumber", "公网安备123", "请填写正确的公安备案号"],
    ["footerLinks", [{ title: "住建部", url: "javascript:alert(1)" }], "页脚链接地址须为 http(s):// 开头的完整地址"],
    ["footerLinks", [{ title: "", url: "https://www.mohurd.gov.cn/" }], "请填写页脚链接的标题"],
  ] as const)("refuses %s = %j on its field (400) and writes nothing", async (field, value, message) => {
    const answer = await save("CIDP", { [field]: value });
    expect(refusalOf(answer).status).toBe(400);
    expect(refusalOf(answer).msg).toContain(message);
    expect(await portalConfig("CIDP")).toMatchObject({ hosts: ["localhost"], icpNumber: "" });
  });

  it.each(["内容编辑", "内容审核", "客服", "财务", "认证审核"].map((role, index) => [role as OperatorRole, index] as const))(
    "refuses %s (only 管理员 sets hosts): 403, nothing written",
    async (role, index) => {
      const staff = await enrolStaff(t.app, t.database.db, { username: `hoststaff${index}`, role }, clock.now);
      const answer = await save("CIDP", { hosts: ["localhost", "staff.example.cn"] }, staff);
      expect(answer.statusCode).toBe(403);
      expect((await portalConfig("CIDP"))?.hosts).toEqual(["localhost"]);
    },
  );

  it("refuses restoring a version whose host another platform has taken since", async () => {
    expect((await save("CIDP", { hosts: ["localhost", "moved.example.cn"] })).statusCode).toBe(200);
    expect((await save("CIDP", { hosts: ["localhost"] })).statusCode).toBe(200);
    expect((await save("CHANGCHUN", { hosts: [...settingsOf.CHANGCHUN.hosts, "moved.example.cn"] })).statusCode).toBe(200);
    const detail = await staffData(t.app, operatorCalls.settingsDetail, { id: ids.CIDP }, admin);
    const withMoved = detail.versions.find((version) => version.settings.hosts.includes("moved.example.cn"));
    const answer = await staffCall(t.app, operatorCalls.settingsRestore, { id: ids.CIDP, versionId: withMoved?.id ?? 0 }, admin);
    expect(refusalOf(answer)).toMatchObject({
      status: 409,
      msg: expect.stringContaining("域名“moved.example.cn”已属于平台“长春建筑产业互联网平台（CHANGCHUN）”"),
    });
    expect((await save("CHANGCHUN", {})).statusCode).toBe(200);
  });
});

describe("cli.js platform", () => {
  const run = async (verb: string, ...args: string[]) => {
    const lines: string[] = [];
    await runPlatformCommand(t.database.db, verb, args, (line) => lines.push(line));
    return lines;
  };

  it("sets a platform's hosts, 备案号 and 主办单位 before any operator exists: a version and an audit line of the command line", async () => {
    const lines = await run(
      "set",
      "--code",
      "CIDP",
      "--hosts",
      "Localhost, www.cidp.example.cn",
      "--icp",
      "吉ICP备2024000001号-1",
      "--company",
      "省建筑产业互联网平台运营有限公司",
      "--footer-link",
      "住建部=https://www.mohurd.gov.cn/",
    );
    expect(lines[0]).toBe("CIDP: 4 setting(s) saved; every portal instance uses them at once");
    expect(await portalConfig("CIDP")).toMatchObject({ hosts: ["localhost", "www.cidp.example.cn"], icpNumber: "吉ICP备2024000001号-1" });
    const line = await latestAudit();
    expect(line).toMatchObject({ operatorId: null, action: "settings.saved", subjectId: ids.CIDP, ip: "" });
    expect(line?.detail).toMatchObject({ by: "command line", after: { hosts: ["localhost", "www.cidp.example.cn"] } });
    const detail = await staffData(t.app, operatorCalls.settingsDetail, { id: ids.CIDP }, admin);
    expect(detail.versions[0]?.operator).toBe("命令行");
    expect(detail.versions.at(-1)?.operator).toBe("初始配置");
  });

  it("lists every platform, one line each", async () => {
    const lines = await run("list");
    expect(lines[0]).toBe("code\tname\thosts\ticp\tpublic-security\tcompany\tfooter-links");
    expect(lines[1]).toBe(
      "CIDP\t建筑产业互联网平台\tlocalhost,www.cidp.example.cn\t吉ICP备2024000001号-1\t-\t省建筑产业互联网平台运营有限公司\t住建部=https://www.mohurd.gov.cn/",
    );
    expect(lines[2]).toBe(
      "CHANGCHUN\t长春建筑产业互联网平台\tjz.changchun.gov.cn,www.jz.changchun.gov.cn,127.0.0.1\t吉ICP备2024000002号-1\t吉公网安备22010202000002号\t长春市住房和城乡建设局\t长春市住建局=https://zjw.changchun.gov.cn/",
    );
  });

  it.each([
    [["--code", "NOWHERE", "--hosts", "a.example.cn"], "no platform has the code NOWHERE"],
    [["--hosts", "a.example.cn"], "--code is required"],
    [["--code", "CIDP", "--hosts", "jz.changchun.gov.cn"], "已属于平台“长春建筑产业互联网平台（CHANGCHUN）”"],
    [["--code", "CIDP", "--hosts", "127.0.0.1:3000"], "hosts.0: 域名“127.0.0.1:3000”只填主机名"],
    [["--code", "CIDP", "--icp", "ICP 2024"], "icpNumber: 请填写正确的ICP备案号"],
    [["--code", "CIDP", "--footer-link", "no-equals"], '--footer-link "no-equals": write it as 标题=https://…'],
    [["--code", "CIDP", "--colour", "red"], "Unknown option '--colour'"],
  ])("refuses %j with one message, writing nothing", async (args, message) => {
    const before = await latestAudit();
    const refused = await run("set", ...args).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlatformCommandError);
    expect((refused as Error).message).toContain(message);
    expect((await latestAudit())?.id).toBe(before?.id);
  });
});
