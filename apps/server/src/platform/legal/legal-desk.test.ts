import { legalCalls, operatorCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useContentDesk } from "../../testing/content-staff.ts";
import { refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { operatorAudit } from "../operator/schema.ts";
import { legalDocuments, legalProposals } from "./schema.ts";

// 法律文件 through the back office's calls: an editor proposes a new version, a second person
// approves it in the review queue, and the portal's reads show it from its effective time on while
// every older version stays readable; refusals on bad input, on the wrong role and on one's own proposal.

let at = Date.parse("2026-11-26T02:00:00Z");
const now = () => new Date(at);

const desk = useContentDesk("legal", now);

const TEXT = "一、我们收集的信息\n注册时我们收集您的手机号和姓名。\n\n## 二、信息的使用\n用于提供服务。\n用于保障账号安全。";
const proposal = (version: string, effectiveAt: string, extra: Record<string, string> = {}) => ({
  key: "privacy-policy" as const,
  version,
  effectiveAt,
  title: "隐私政策",
  text: TEXT,
  ...extra,
});
const propose = (fields: ReturnType<typeof proposal>, who = desk.editor) => staffCall(desk.t.app, operatorCalls.legalPropose, fields, who);
const proposeId = async (fields: ReturnType<typeof proposal>, who = desk.editor) => (await staffData(desk.t.app, operatorCalls.legalPropose, fields, who)).id;
const decide = (id: number, who: StaffSession, decision: "approve" | "reject", reason = "") =>
  staffCall(desk.t.app, operatorCalls.reviewDecide, { kind: "legal", id, decision, ...(reason ? { reason } : {}) }, who);
const portalVersion = async (key = "privacy-policy", version?: string) => {
  const answer = await desk.t.app.inject({ method: "GET", url: legalCalls.document.path, query: { key, ...(version ? { version } : {}) } });
  return answer.statusCode === 200 ? (answer.json().data as { version: string; title: string; sections: { heading: string }[] }) : null;
};
const proposalOf = async (id: number) => (await desk.t.database.db.select().from(legalProposals).where(eq(legalProposals.id, id)))[0];

describe("法律文件", () => {
  it("lists the three documents with the version in force, and one document's versions", async () => {
    const documents = await staffData(desk.t.app, operatorCalls.legalDocuments, undefined, desk.editor);
    expect(documents.map((d) => [d.key, d.title, d.version])).toEqual([
      ["user-agreement", "用户协议", "2024-08-01"],
      ["privacy-policy", "隐私政策", "2024-08-01"],
      ["copyright-notice", "版权声明", "2024-08-01"],
    ]);
    const document = await staffData(desk.t.app, operatorCalls.legalDocument, { key: "user-agreement" }, desk.reviewer);
    expect(document).toMatchObject({ current: "2024-08-01", versions: [{ version: "2024-08-01", status: "in-force" }], proposals: [] });
    expect(document.currentText.split("\n")[0]).toBe("一、协议的范围");
    const version = await staffData(desk.t.app, operatorCalls.legalVersion, { key: "user-agreement", version: "2024-08-01" }, desk.editor);
    expect(version.sections[0]?.heading).toBe("一、协议的范围");
    expect((await staffCall(desk.t.app, operatorCalls.legalVersion, { key: "user-agreement", version: "1999-01-01" }, desk.editor)).statusCode).toBe(404);
  });

  it("puts a proposal in the review queue with its text, and publishes it only when a second person approves", async () => {
    const id = await proposeId(proposal("2026-11-26", "2026-11-26 10:00"));
    expect((await portalVersion())?.version).toBe("2024-08-01");
    const queue = await staffData(desk.t.app, operatorCalls.reviewQueue, undefined, desk.reviewer);
    expect(queue.entries).toContainEqual(expect.objectContaining({ kind: "legal", id, title: "【隐私政策】新版本 2026-11-26" }));
    const subject = await staffData(desk.t.app, operatorCalls.reviewSubject, { kind: "legal", id }, desk.reviewer);
    expect(subject.fields).toContainEqual(["生效时间", "2026-11-26 10:00:00"]);
    expect(subject.fields).toContainEqual(["现行版本", "2024-08-01"]);
    expect(subject.bodyHtml).toContain("<h3>一、我们收集的信息</h3>");
    expect(subject.bodyHtml).toContain("<p>用于保障账号安全。</p>");
    expect((await decide(id, desk.reviewer, "approve")).statusCode).toBe(200);
    expect((await proposalOf(id))?.state).toBe("approved");
    const shown = await portalVersion();
    expect(shown?.version).toBe("2026-11-26");
    expect(shown?.sections.map((s) => s.heading)).toEqual(["一、我们收集的信息", "二、信息的使用"]);
    // The version members agreed to before stays readable.
    expect((await portalVersion("privacy-policy", "2024-08-01"))?.version).toBe("2024-08-01");
    const document = await staffData(desk.t.app, operatorCalls.legalDocument, { key: "privacy-policy" }, desk.editor);
    expect(document.versions.map((v) => [v.version, v.status])).toEqual([
      ["2026-11-26", "in-force"],
      ["2024-08-01", "superseded"],
    ]);
  });

  it("shows a future-dated version from its effective time on, and tells the portals then", async () => {
    const id = await proposeId(proposal("2027-01-01", "2027-01-01 00:00", { title: "隐私政策（2027年版）" }));
    expect((await decide(id, desk.reviewer, "approve")).statusCode).toBe(200);
    expect((await portalVersion())?.version).toBe("2026-11-26");
    const document = await staffData(desk.t.app, operatorCalls.legalDocument, { key: "privacy-policy" }, desk.editor);
    expect(document.versions[0]).toMatchObject({ version: "2027-01-01", status: "scheduled" });
    expect(document.current).toBe("2026-11-26");
    const saved = at;
    const heard: (string | null)[] = [];
    const stop = await desk.t.database.listen("cidp_content_changed", (table) => heard.push(table));
    try {
      await desk.t.app.jobs.runDue({ now: new Date(at) });
      expect(heard).toEqual([]);
      at = Date.parse("2026-12-31T16:00:00Z"); // 2027-01-01 00:00 China time
      await desk.t.app.jobs.runDue({ now: new Date(at) });
      for (let tries = 0; tries < 50 && heard.length === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toContain("legal_document");
      expect((await portalVersion())?.version).toBe("2027-01-01");
      expect(await portalVersion()).toMatchObject({ version: "2027-01-01", title: "隐私政策（2027年版）" });
      expect((await portalVersion("privacy-policy", "2026-11-26"))?.version).toBe("2026-11-26");
    } finally {
      await stop();
      at = saved;
    }
  });

  it("never lets anyone decide their own proposal, 管理员 included", async () => {
    const id = await proposeId(proposal("2026-12-15", "2026-12-15 00:00", { key: "copyright-notice", title: "版权声明" }), desk.admin);
    expect(refusalOf(await decide(id, desk.admin, "approve"))).toEqual({ status: 409, msg: "不能审核自己提交的稿件，请由另一位审核人员审核" });
    expect(refusalOf(await decide(id, desk.admin, "reject", "自己撤回"))).toEqual({ status: 409, msg: "不能审核自己提交的稿件，请由另一位审核人员审核" });
    expect((await proposalOf(id))?.state).toBe("pending");
    expect((await decide(id, desk.reviewer, "reject", "第三条表述不清，请修改后重新提交")).statusCode).toBe(200);
    expect(await proposalOf(id)).toMatchObject({ state: "rejected", rejectReason: "第三条表述不清，请修改后重新提交" });
    const document = await staffData(desk.t.app, operatorCalls.legalDocument, { key: "copyright-notice" }, desk.editor);
    expect(document.proposals[0]).toMatchObject({
      version: "2026-12-15",
      state: "rejected",
      stateLabel: "已驳回",
      proposer: "管理员 小郑",
      reviewer: "审核 小吴",
    });
    expect(document.versions).toHaveLength(1);
    // Once sent back, the version name may be proposed again.
    expect((await propose(proposal("2026-12-15", "2026-12-15 00:00", { key: "copyright-notice", title: "版权声明" }))).statusCode).toBe(200);
    expect((await decide(id, desk.reviewer, "approve")).statusCode).toBe(409);
  });

  it("keeps each call to its permission key", async () => {
    expect((await propose(proposal("2026-12-20", "2026-12-20 00:00"), desk.reviewer)).statusCode).toBe(403);
    expect((await propose(proposal("2026-12-20", "2026-12-20 00:00"), desk.agent)).statusCode).toBe(403);
    const id = await proposeId(proposal("2026-12-20", "2026-12-20 00:00"));
    expect((await decide(id, desk.editor, "approve")).statusCode).toBe(403);
    expect((await staffCall(desk.t.app, operatorCalls.reviewSubject, { kind: "legal", id }, desk.editor)).statusCode).toBe(403);
    for (const [call, input] of [
      [operatorCalls.legalDocuments, undefined],
      [operatorCalls.legalDocument, { key: "privacy-policy" }],
      [operatorCalls.legalVersion, { key: "privacy-policy", version: "2024-08-01" }],
    ] as const) {
      expect((await staffCall(desk.t.app, call, input as never, desk.agent)).statusCode).toBe(403);
      expect((await staffCall(desk.t.app, call, input as never, null)).statusCode).toBe(401);
      expect((await staffCall(desk.t.app, call, input as never, desk.reviewer)).statusCode).toBe(200);
    }
    expect((await decide(id, desk.reviewer, "reject", "与另一提议重复")).statusCode).toBe(200);
  });

  it("refuses bad input on its field and writes nothing", async () => {
    const before = (await desk.t.database.db.select().from(legalProposals)).length;
    const cases: [ReturnType<typeof proposal> | Record<string, unknown>, number, string][] = [
      [proposal("2026-11-26", "2026-12-01 00:00"), 409, "该文件已有此版本号"],
      [proposal("2024-08-01", "2026-12-01 00:00"), 409, "该文件已有此版本号"],
      [proposal("2027-01-01", "2027-02-01 00:00"), 409, "该文件已有此版本号"],
      [proposal("2026-12-02", "2026-11-25 09:00"), 400, "生效时间不能早于现在"],
      [proposal("2026-12-03", "2026-02-30 09:00"), 400, "生效时间不是有效的日期时间"],
      [proposal("2026-12-04", "明天"), 400, "生效时间格式应为 年-月-日 时:分"],
      [proposal("", "2026-12-05 00:00"), 400, "请输入版本号"],
      [proposal("2026/12/06", "2026-12-06 00:00"), 400, "版本号只能包含字母、数字"],
      [proposal("2026-12-07", "2026-12-07 00:00", { title: " " }), 400, "请输入标题"],
      [proposal("2026-12-08", "2026-12-08 00:00", { text: "" }), 400, "请输入正文"],
      [proposal("2026-12-09", "2026-12-09 00:00", { text: "没有标题的一段话" }), 400, "正文应以章节标题开头"],
      [proposal("2026-12-10", "2026-12-10 00:00", { text: "一、只有标题" }), 400, "每个章节标题下应至少有一段正文"],
      [{ ...proposal("2026-12-11", "2026-12-11 00:00"), key: "cookie-policy" }, 400, "文档不存在"],
      [{ ...proposal("2026-12-12", "2026-12-12 00:00"), text: 12 }, 400, "请输入正文"],
    ];
    for (const [fields, status, message] of cases) {
      const refused = await propose(fields as ReturnType<typeof proposal>);
      expect(refusalOf(refused).status, message).toBe(status);
      expect(refusalOf(refused).msg).toContain(message);
    }
    expect((await desk.t.database.db.select().from(legalProposals)).length).toBe(before);
    // "Now" is the current minute: a proposal for it is accepted and published at approval.
    at = Date.parse("2026-11-26T02:30:40Z");
    const id = await proposeId(proposal("2026-11-26-b", "2026-11-26 10:30"));
    at += 60_000;
    expect((await decide(id, desk.reviewer, "approve")).statusCode).toBe(200);
    const [published] = await desk.t.database.db.select().from(legalDocuments).where(eq(legalDocuments.version, "2026-11-26-b"));
    // Approved after its time, it takes effect at the approval, never before.
    expect(published?.effectiveAt.getTime()).toBe(at);
  });

  it("writes every proposal and decision to the audit log", async () => {
    const lines = await desk.t.database.db.select().from(operatorAudit).where(eq(operatorAudit.subjectKind, "legal"));
    expect(new Set(lines.map((line) => line.action))).toEqual(new Set(["legal.proposed", "review.approve", "review.reject"]));
    const proposed = lines.filter((line) => line.action === "legal.proposed");
    expect(proposed).toHaveLength(new Set((await desk.t.database.db.select().from(legalProposals)).map((p) => p.id)).size);
    expect(proposed[0]?.detail).toMatchObject({ document: "隐私政策", version: "2026-11-26", effectiveAt: "2026-11-26 10:00:00" });
  });
});
