import { homeCalls, operatorCalls } from "@cidp/api-client/contract";
import { PARTY_BUILDING_MODULE_CODE } from "@cidp/domain";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useContentDesk } from "../../testing/content-staff.ts";
import { refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { articles } from "../cms/schema.ts";
import { operatorAudit } from "../operator/schema.ts";

// 党建栏目: the content staff manage the party-building modules (added, renamed, removed only when
// empty, each audited, each call checked against the content keys); a 党建 piece chooses its module
// and its published article carries the code; the portal's list filters by it.

const desk = useContentDesk("party");

const modules = (who = desk.editor) => staffData(desk.t.app, operatorCalls.partyModules, undefined, who);
const publicPage = async (query: Record<string, string | number>) => {
  const answer = await desk.t.app.inject({ method: "GET", url: homeCalls.articlePage.path, query: { current: "1", size: "50", ...query } as never });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { total: number; records: { id: number; title: string; category: string }[] };
};
/** A 党建 piece: the fields it needs, the others left to the schema's defaults (empty). */
const partyPiece = (title: string, moduleCode?: string) => ({
  channel: "party" as const,
  title,
  body: "<p>支部书记带领党员深入项目一线，开展安全生产宣讲。</p>",
  source: "平台党支部",
  ...(moduleCode === undefined ? {} : { moduleCode }),
});
const publish = async (title: string, moduleCode?: string) => {
  const { id } = await staffData(desk.t.app, operatorCalls.contentCreate, partyPiece(title, moduleCode), desk.editor);
  expect((await staffCall(desk.t.app, operatorCalls.contentSubmit, { id }, desk.editor)).statusCode).toBe(200);
  const decided = await staffCall(desk.t.app, operatorCalls.reviewDecide, { kind: "content", id, decision: "approve" }, desk.reviewer);
  expect(decided.statusCode, decided.body).toBe(200);
  const [article] = await desk.t.database.db.select().from(articles).where(eq(articles.title, title));
  return { id, article };
};

describe("the modules and the portal's list", () => {
  it("lists the seeded modules, the menu's first, with what each holds; the portal reads the same codes and names", async () => {
    const listed = await modules();
    expect(listed.map((m) => [m.code, m.name, m.isDefault])).toEqual([
      [PARTY_BUILDING_MODULE_CODE, "党建要闻", true],
      ["202408150002", "党员教育", false],
      ["202408150003", "支部风采", false],
    ]);
    expect(listed.every((m) => m.articleCount > 0)).toBe(true);
    const open = await desk.t.app.inject({ method: "GET", url: homeCalls.partyModuleList.path });
    expect(open.json().data).toEqual(listed.map(({ code, name }) => ({ code, name })));
  });

  it("filters the 党建 list by module code; no code lists every 党建 article; an unknown code lists none", async () => {
    const all = await publicPage({ category: "party" });
    const byModule = await Promise.all(["202408150001", "202408150002", "202408150003"].map((moduleCode) => publicPage({ category: "party", moduleCode })));
    expect(byModule.every((page) => page.total > 0 && page.records.every((record) => record.category === "party"))).toBe(true);
    expect(byModule.reduce((sum, page) => sum + page.total, 0)).toBe(all.total);
    expect(byModule[1]?.records.map((record) => record.title)).toContain("学习贯彻全会精神专题党课");
    expect(byModule[0]?.records.map((record) => record.title)).not.toContain("学习贯彻全会精神专题党课");
    expect(await publicPage({ category: "party", moduleCode: "999999999999" })).toMatchObject({ total: 0, records: [] });
    // A code is only 党建's: another channel with it lists nothing.
    expect((await publicPage({ category: "news", moduleCode: PARTY_BUILDING_MODULE_CODE })).total).toBe(0);
  });
});

describe("managing the modules", () => {
  let added: number;

  it("adds a module with a 12-digit code and a name, refusing a bad code, a taken code and a taken name", async () => {
    const create = (body: { code: string; name: string }) => staffCall(desk.t.app, operatorCalls.partyModuleCreate, body, desk.editor);
    expect(refusalOf(await create({ code: "2024", name: "廉政建设" })).msg).toContain("栏目编码应为12位数字");
    expect(refusalOf(await create({ code: "202408150004", name: "  " })).msg).toContain("请输入栏目名称");
    expect(refusalOf(await create({ code: PARTY_BUILDING_MODULE_CODE, name: "廉政建设" }))).toEqual({ status: 409, msg: "栏目编码 202408150001 已存在" });
    expect(refusalOf(await create({ code: "202408150004", name: "党员教育" }))).toEqual({ status: 409, msg: "已有名为“党员教育”的党建栏目" });
    const answer = await create({ code: "202408150004", name: "廉政建设" });
    expect(answer.statusCode, answer.body).toBe(200);
    added = answer.json().data.id;
    expect((await modules()).at(-1)).toMatchObject({ id: added, code: "202408150004", name: "廉政建设", articleCount: 0, entryCount: 0, isDefault: false });
  });

  it("renames a module (the code stays), refusing a name another module has", async () => {
    const rename = (id: number, name: string) => staffCall(desk.t.app, operatorCalls.partyModuleRename, { id, name }, desk.editor);
    expect(refusalOf(await rename(added, "支部风采"))).toEqual({ status: 409, msg: "已有名为“支部风采”的党建栏目" });
    expect(refusalOf(await rename(999_999, "不存在"))).toEqual({ status: 404, msg: "党建栏目不存在" });
    expect((await rename(added, "廉洁文化")).statusCode).toBe(200);
    expect((await modules()).find((m) => m.id === added)).toMatchObject({ code: "202408150004", name: "廉洁文化" });
  });

  it("a 党建 piece defaults to the menu's module, may choose another, never an unknown one; publishing writes the code on the article", async () => {
    const plain = await publish("默认栏目的党建稿件");
    expect(plain.article?.moduleCode).toBe(PARTY_BUILDING_MODULE_CODE);
    const chosen = await publish("廉洁文化栏目的党建稿件", "202408150004");
    expect(chosen.article?.moduleCode).toBe("202408150004");
    const detail = await staffData(desk.t.app, operatorCalls.contentDetail, { id: chosen.id }, desk.editor);
    expect(detail.fields.moduleCode).toBe("202408150004");
    expect((await publicPage({ category: "party", moduleCode: "202408150004" })).records.map((record) => record.title)).toEqual(["廉洁文化栏目的党建稿件"]);
    const unknown = await staffCall(desk.t.app, operatorCalls.contentCreate, partyPiece("未知栏目的稿件", "209912310001"), desk.editor);
    expect(refusalOf(unknown)).toEqual({ status: 400, msg: "所选党建栏目不存在，请重新选择" });
    // Other channels carry no module, whatever the form sent.
    const { id } = await staffData(
      desk.t.app,
      operatorCalls.contentCreate,
      { ...partyPiece("新闻稿不带党建栏目", "202408150004"), channel: "news" },
      desk.editor,
    );
    expect((await staffData(desk.t.app, operatorCalls.contentDetail, { id }, desk.editor)).fields.moduleCode).toBeUndefined();
  });

  it("removes a module only when nothing belongs to it, never the menu's", async () => {
    const remove = (id: number) => staffCall(desk.t.app, operatorCalls.partyModuleDelete, { id }, desk.editor);
    const listed = await modules();
    const menu = listed.find((m) => m.isDefault) as { id: number };
    expect(refusalOf(await remove(menu.id))).toEqual({ status: 409, msg: "默认栏目（党建要闻入口）不能删除" });
    expect(refusalOf(await remove(added))).toEqual({ status: 409, msg: "栏目下还有1篇已发布文章和1篇稿件，请先将其移到其他栏目或删除后再删除栏目" });
    const { id: emptyId } = await staffData(desk.t.app, operatorCalls.partyModuleCreate, { code: "202408150005", name: "临时栏目" }, desk.editor);
    expect((await remove(emptyId)).statusCode).toBe(200);
    expect((await modules()).map((m) => m.id)).not.toContain(emptyId);
    expect(refusalOf(await remove(emptyId))).toEqual({ status: 404, msg: "党建栏目不存在" });
  });

  it("writes each change to the audit log, named on the audit page", async () => {
    const lines = await desk.t.database.db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.subjectKind, "party-module"),
          inArray(operatorAudit.action, ["party-module.created", "party-module.renamed", "party-module.deleted"]),
        ),
      );
    expect(lines.map((line) => line.action)).toEqual(["party-module.created", "party-module.renamed", "party-module.created", "party-module.deleted"]);
    expect(lines[1]?.detail).toEqual({ title: "202408150004 廉政建设 → 廉洁文化" });
  });
});

describe("permissions", () => {
  it("lets a reviewer read but not change, and refuses a 客服 everything, audited", async () => {
    expect((await modules(desk.reviewer)).length).toBeGreaterThan(0);
    const refusedBy = async (call: (typeof operatorCalls)[keyof typeof operatorCalls], input: unknown, who: StaffSession) => {
      const refused = refusalOf(await staffCall(desk.t.app, call, input as never, who));
      expect(refused.status).toBe(403);
      expect(refused.msg).toMatch(/^无权访问/);
    };
    await refusedBy(operatorCalls.partyModuleCreate, { code: "202408150009", name: "审核员的栏目" }, desk.reviewer);
    await refusedBy(operatorCalls.partyModuleDelete, { id: 1 }, desk.reviewer);
    for (const [call, input] of [
      [operatorCalls.partyModules, undefined],
      [operatorCalls.partyModuleCreate, { code: "202408150009", name: "客服的栏目" }],
      [operatorCalls.partyModuleRename, { id: 1, name: "客服改名" }],
      [operatorCalls.partyModuleDelete, { id: 1 }],
    ] as const) {
      await refusedBy(call, input, desk.agent);
      expect((await staffCall(desk.t.app, call, input as never, null)).statusCode).toBe(401);
    }
    expect((await modules()).map((m) => m.name)).not.toContain("审核员的栏目");
    const denied = await desk.t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, "access.denied"));
    expect(denied.some((line) => (line.detail as { permission?: string }).permission === "content.edit")).toBe(true);
  });
});
