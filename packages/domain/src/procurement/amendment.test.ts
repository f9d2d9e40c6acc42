import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AMENDMENT_TEXTS, type AmendableHeader, type AmendableLine, type Amendment, planAmendment, reconfirmedQuote, unpricedLinesText } from "./amendment.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 30, 2);
const LINES: AmendableLine[] = [
  { lineNo: 1, name: "商品混凝土", spec: "C35 P6", brand: "", unit: "立方米", quantityMilli: 600_000, remark: "" },
  { lineNo: 2, name: "HRB400E 螺纹钢", spec: "Φ20", brand: "", unit: "吨", quantityMilli: 100_000, remark: "" },
];
const HEADER: AmendableHeader = {
  deliveryDate: "2026-12-20",
  deliveryAddress: "长春市北湖科技开发区宏远研发中心工地",
  paymentTerms: "货到验收合格后30日内付款",
  invoiceRequirement: "增值税专用发票",
  qualifications: ["预拌混凝土专业承包资质"],
  validityDays: 30,
  remark: "",
};
const amendment = (patch: Partial<Amendment> = {}): Amendment => ({ reason: "设计变更：抗渗等级提高", header: {}, lines: [], deadline: null, ...patch });
const plan = (patch: Partial<Amendment> = {}, sheet: { state?: string; deadline?: number; noticeHours?: number } = {}) =>
  planAmendment({
    state: sheet.state ?? "quoting",
    round: sheet.state === "round_quoting" ? 2 : 1,
    deadline: sheet.deadline ?? NOW + 72 * HOUR,
    now: NOW,
    lines: LINES,
    header: HEADER,
    amendment: amendment(patch),
    noticeHours: sheet.noticeHours ?? 24,
  });

describe("an amendment is refused", () => {
  it.each<[string, Parameters<typeof plan>[0], Parameters<typeof plan>[1], keyof typeof AMENDMENT_TEXTS]>([
    ["after the deadline", { deadline: NOW + 96 * HOUR }, { deadline: NOW - 1 }, "amendment.closed"],
    ["once comparing", { deadline: NOW + 96 * HOUR }, { state: "comparing" }, "amendment.closed"],
    ["without a reason", { reason: "改", lines: [{ kind: "remove", lineNo: 2 }] }, {}, "amendment.reason-required"],
    ["changing nothing", { header: { paymentTerms: HEADER.paymentTerms } }, {}, "amendment.nothing-changed"],
    ["on a line the sheet does not have", { lines: [{ kind: "change", lineNo: 9, spec: "C40" }] }, {}, "amendment.unknown-line"],
    ["making a quantity zero", { lines: [{ kind: "change", lineNo: 1, quantityMilli: 0 }] }, {}, "amendment.bad-line"],
    [
      "adding a line without a unit",
      { lines: [{ kind: "add", name: "砂浆", spec: "M10", brand: "", unit: "", quantityMilli: 1000, remark: "" }] },
      {},
      "amendment.bad-line",
    ],
    [
      "removing every line",
      {
        lines: [
          { kind: "remove", lineNo: 1 },
          { kind: "remove", lineNo: 2 },
        ],
      },
      {},
      "amendment.no-lines-left",
    ],
    ["changing lines in a later round", { lines: [{ kind: "remove", lineNo: 2 }] }, { state: "round_quoting" }, "amendment.lines-in-later-round"],
    ["moving the deadline earlier", { deadline: NOW + 48 * HOUR }, {}, "amendment.deadline-earlier"],
    ["a deadline already past", { deadline: NOW - HOUR }, {}, "amendment.deadline-in-past"],
  ])("%s", (_name, patch, sheet, code) => {
    expect(plan(patch, sheet)).toEqual({ ok: false, code });
    expect(AMENDMENT_TEXTS[code]).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe("an amendment that amends", () => {
  it("changes a line's specification, with the change named for the 变更记录", () => {
    const planned = plan({ lines: [{ kind: "change", lineNo: 1, spec: "C35 P8" }] });
    expect(planned.ok && planned.value.lines[0]).toMatchObject({ lineNo: 1, spec: "C35 P8" });
    expect(planned.ok && planned.value.changes).toEqual([{ label: "第1行 规格型号", before: "C35 P6", after: "C35 P8" }]);
    expect(planned.ok && planned.value.substantive).toBe(true);
  });

  it("adds lines after the last, removes and changes quantities, and names each", () => {
    const planned = plan({
      lines: [
        { kind: "remove", lineNo: 2 },
        { kind: "add", name: "预拌砂浆", spec: "DM M10", brand: "", unit: "吨", quantityMilli: 50_500, remark: "" },
        { kind: "change", lineNo: 1, quantityMilli: 650_000 },
      ],
    });
    if (!planned.ok) throw new Error(planned.code);
    expect(planned.value.lines.map((line) => line.lineNo)).toEqual([1, 3]);
    expect(planned.value.changes).toEqual([
      { label: "删除第2行", before: "HRB400E 螺纹钢 Φ20 100吨", after: "—" },
      { label: "新增第3行", before: "—", after: "预拌砂浆 DM M10 50.5吨" },
      { label: "第1行 数量", before: "600立方米", after: "650立方米" },
    ]);
  });

  it("adds files to the sheet's documents as a substantive change", () => {
    const planned = plan({ documents: ["补充技术要求.pdf", "节点详图.pdf"] });
    expect(planned.ok && planned.value).toMatchObject({
      substantive: true,
      changes: [{ label: "新增附件", before: "—", after: "补充技术要求.pdf、节点详图.pdf" }],
    });
  });

  it("changes requirements, named by their labels", () => {
    const planned = plan({ header: { deliveryDate: "2026-12-25", qualifications: ["预拌混凝土专业承包资质", "环保达标"] } });
    expect(planned.ok && planned.value.changes).toEqual([
      { label: "交货日期", before: "2026-12-20", after: "2026-12-25" },
      { label: "资质要求", before: "预拌混凝土专业承包资质", after: "预拌混凝土专业承包资质；环保达标" },
    ]);
  });

  it.each<[string, number, number | null, number, number]>([
    ["a substantive change far from the deadline keeps it", 72, null, 72, 0],
    ["one closer than the notice period moves it to the period's end", 10, null, 24, 14],
    ["one with a later deadline still too close moves it on", 10, 20, 24, 4],
    ["one with a later deadline far enough keeps that deadline", 10, 30, 30, 0],
  ])("%s", (_name, leftHours, askedHours, deadlineHours, pushedHours) => {
    const planned = plan(
      { lines: [{ kind: "change", lineNo: 1, spec: "C35 P8" }], deadline: askedHours === null ? null : NOW + askedHours * HOUR },
      { deadline: NOW + leftHours * HOUR },
    );
    expect(planned.ok && [planned.value.deadline, planned.value.pushedMs]).toEqual([NOW + deadlineHours * HOUR, pushedHours * HOUR]);
  });

  it("moves no deadline for a later deadline alone, which is not substantive", () => {
    const planned = plan({ deadline: NOW + 80 * HOUR }, { deadline: NOW + 2 * HOUR });
    expect(planned.ok && planned.value).toMatchObject({ substantive: false, deadline: NOW + 80 * HOUR, pushedMs: 0, changes: [] });
  });

  it("never lands a substantive change closer to the deadline than the notice period, nor earlier than asked", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 2, max: 168 }),
        fc.option(fc.integer({ min: 0, max: 100 })),
        (leftHours, noticeHours, extraHours) => {
          const deadline = NOW + leftHours * HOUR;
          const asked = extraHours === null ? null : deadline + extraHours * HOUR;
          const planned = plan({ lines: [{ kind: "change", lineNo: 2, spec: "Φ22" }], deadline: asked }, { deadline, noticeHours });
          if (!planned.ok) return false;
          return planned.value.deadline >= NOW + noticeHours * HOUR && planned.value.deadline >= (asked ?? deadline) && planned.value.pushedMs >= 0;
        },
      ),
    );
  });
});

describe("a supplier's confirmation after an amendment", () => {
  const previous = [
    { lineNo: 1, unitPriceFen: 48_000 },
    { lineNo: 2, unitPriceFen: 410_000 },
  ];
  it.each<[string, number[], boolean, ReturnType<typeof reconfirmedQuote>]>([
    ["keeps its prices of the lines that remain", [1, 2], false, { ok: true, value: previous }],
    ["drops a removed line", [1], false, { ok: true, value: [previous[0] as (typeof previous)[number]] }],
    ["must price a new line", [1, 2, 3], false, { ok: false, code: "amendment.unpriced-lines", lineNos: [3] }],
    ["may leave a new line out where partial quotes are allowed", [1, 2, 3], true, { ok: true, value: previous }],
    ["has nothing to keep when every line it priced is gone", [3], true, { ok: false, code: "amendment.unpriced-lines", lineNos: [3] }],
  ])("%s", (_name, lineNos, partial, expected) => {
    expect(reconfirmedQuote(previous, lineNos, partial)).toEqual(expected);
  });

  it("says which lines to price", () => {
    expect(unpricedLinesText([3, 4])).toBe("变更后第3、4行物料尚未报价，请填写报价后提交");
  });
});
