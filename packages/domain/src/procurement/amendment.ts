/**
 * 变更公告 that amend (../procurement.md): while suppliers quote, the buyer may change the sheet's
 * requirements and — in its first round — its lines (add, remove, change a name, specification,
 * brand, unit or quantity), always with a reason. A change suppliers must price again is
 * substantive: when it comes closer to the deadline than the business's notice period, the
 * deadline moves to the end of that period, and the buyer is shown by how much before confirming.
 * Suppliers who had quoted confirm again (reconfirmedQuote) or quote anew.
 */
import { formatQuantity } from "../money/decimal-input.ts";
import type { Result } from "../result.ts";

const HOUR = 3_600_000;

/** A line as the amendment rules read it. */
export interface AmendableLine {
  readonly lineNo: number;
  readonly name: string;
  readonly spec: string;
  readonly brand: string;
  readonly unit: string;
  readonly quantityMilli: number;
  readonly remark: string;
}

type LineFields = Omit<AmendableLine, "lineNo">;

export type LineAmendment =
  | ({ readonly kind: "change"; readonly lineNo: number } & Partial<LineFields>)
  | { readonly kind: "remove"; readonly lineNo: number }
  | ({ readonly kind: "add" } & LineFields);

/** The requirements an amendment may change, as the sheet holds them. */
export interface AmendableHeader {
  readonly deliveryDate: string;
  readonly deliveryAddress: string;
  readonly paymentTerms: string;
  readonly invoiceRequirement: string;
  readonly qualifications: readonly string[];
  readonly validityDays: number;
  readonly remark: string;
}

export interface Amendment {
  readonly reason: string;
  readonly header: Partial<AmendableHeader>;
  readonly lines: readonly LineAmendment[];
  /** A later deadline the buyer asks for (epoch ms), or null to keep it (a substantive change may still move it). */
  readonly deadline: number | null;
  /** Names of the files the amendment adds to the sheet's 询价附件 (the next version of its documents). */
  readonly documents?: readonly string[];
}

/** One change as the 变更记录 shows it. */
export interface AmendmentChange {
  readonly label: string;
  readonly before: string;
  readonly after: string;
}

export interface AmendmentPlan {
  readonly lines: readonly AmendableLine[];
  readonly header: AmendableHeader;
  readonly changes: readonly AmendmentChange[];
  /** Whether suppliers must price again: any line or requirement changed (a later deadline alone is not). */
  readonly substantive: boolean;
  /** The deadline after the amendment: the one asked for, or later when the notice period demands it. */
  readonly deadline: number;
  /** How far the notice period moved the deadline beyond the one asked for (0: not at all). */
  readonly pushedMs: number;
}

export type AmendmentRefusalCode =
  | "amendment.closed"
  | "amendment.reason-required"
  | "amendment.nothing-changed"
  | "amendment.unknown-line"
  | "amendment.bad-line"
  | "amendment.no-lines-left"
  | "amendment.lines-in-later-round"
  | "amendment.deadline-in-past"
  | "amendment.deadline-earlier";

/** The Chinese reason of each refusal. */
export const AMENDMENT_TEXTS: Readonly<Record<AmendmentRefusalCode, string>> = {
  "amendment.closed": "仅报价截止前的询价单可以发布变更公告",
  "amendment.reason-required": "请填写变更原因（至少5个字）",
  "amendment.nothing-changed": "没有任何变更：请修改物料、要求或截止时间后再发布",
  "amendment.unknown-line": "变更的物料行不存在，请刷新后重试",
  "amendment.bad-line": "物料须有名称、单位和大于0的数量",
  "amendment.no-lines-left": "询价单至少保留1行物料",
  "amendment.lines-in-later-round": "二次报价中不能变更物料清单，只能变更要求或延长截止时间",
  "amendment.deadline-in-past": "截止时间须晚于当前时间",
  "amendment.deadline-earlier": "截止时间只能延后，不能提前",
};

/** The sheet's requirements' names, as the 变更记录 shows them. */
export const AMENDABLE_HEADER_LABELS: Readonly<Record<keyof AmendableHeader, string>> = {
  deliveryDate: "交货日期",
  deliveryAddress: "收货地址",
  paymentTerms: "付款方式",
  invoiceRequirement: "发票要求",
  qualifications: "资质要求",
  validityDays: "报价有效期（天）",
  remark: "补充说明",
};

const LINE_LABELS: Readonly<Record<keyof LineFields, string>> = {
  name: "名称",
  spec: "规格型号",
  brand: "品牌要求",
  unit: "单位",
  quantityMilli: "数量",
  remark: "备注",
};

const show = (value: unknown) => (Array.isArray(value) ? value.join("；") : String(value ?? "")) || "—";
const lineText = (line: LineFields) => `${line.name} ${line.spec} ${formatQuantity(line.quantityMilli)}${line.unit}`.replace(/\s+/g, " ").trim();
const validLine = (line: LineFields) => line.name.trim() !== "" && line.unit.trim() !== "" && Number.isInteger(line.quantityMilli) && line.quantityMilli > 0;

/**
 * The sheet after an amendment, each change named for the 变更记录, whether it is substantive and
 * where the deadline lands; or why the amendment is refused (nothing is changed then).
 */
export function planAmendment(input: {
  readonly state: string;
  readonly round: number;
  readonly deadline: number;
  readonly now: number;
  readonly lines: readonly AmendableLine[];
  readonly header: AmendableHeader;
  readonly amendment: Amendment;
  /** The business's notice period for substantive changes, in hours. */
  readonly noticeHours: number;
}): Result<AmendmentPlan, { readonly code: AmendmentRefusalCode }> {
  const { amendment, now } = input;
  const refuse = (code: AmendmentRefusalCode) => ({ ok: false as const, code });
  if ((input.state !== "quoting" && input.state !== "round_quoting") || input.deadline <= now) return refuse("amendment.closed");
  if ([...amendment.reason.trim()].length < 5) return refuse("amendment.reason-required");
  if (amendment.lines.length > 0 && input.state !== "quoting") return refuse("amendment.lines-in-later-round");

  const changes: AmendmentChange[] = [];
  const header = { ...input.header } as { -readonly [K in keyof AmendableHeader]: AmendableHeader[K] };
  for (const key of Object.keys(AMENDABLE_HEADER_LABELS) as (keyof AmendableHeader)[]) {
    const next = amendment.header[key];
    if (next === undefined || show(next) === show(input.header[key])) continue;
    changes.push({ label: AMENDABLE_HEADER_LABELS[key], before: show(input.header[key]), after: show(next) });
    Object.assign(header, { [key]: next });
  }

  let lines = [...input.lines];
  let nextLineNo = Math.max(0, ...lines.map((line) => line.lineNo)) + 1;
  for (const change of amendment.lines) {
    if (change.kind === "add") {
      const { kind: _kind, ...fields } = change;
      if (!validLine(fields)) return refuse("amendment.bad-line");
      const added = { ...fields, lineNo: nextLineNo++ };
      lines.push(added);
      changes.push({ label: `新增第${added.lineNo}行`, before: "—", after: lineText(added) });
      continue;
    }
    const current = lines.find((line) => line.lineNo === change.lineNo);
    if (!current) return refuse("amendment.unknown-line");
    if (change.kind === "remove") {
      lines = lines.filter((line) => line.lineNo !== change.lineNo);
      changes.push({ label: `删除第${current.lineNo}行`, before: lineText(current), after: "—" });
      continue;
    }
    const { kind: _kind, lineNo: _lineNo, ...fields } = change;
    const next = { ...current, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) } as AmendableLine;
    if (!validLine(next)) return refuse("amendment.bad-line");
    for (const key of Object.keys(LINE_LABELS) as (keyof LineFields)[]) {
      if (next[key] === current[key]) continue;
      const text = (line: AmendableLine) => (key === "quantityMilli" ? `${formatQuantity(line.quantityMilli)}${line.unit}` : show(line[key]));
      changes.push({ label: `第${current.lineNo}行 ${LINE_LABELS[key]}`, before: text(current), after: text(next) });
    }
    lines = lines.map((line) => (line.lineNo === next.lineNo ? next : line));
  }
  if (lines.length === 0) return refuse("amendment.no-lines-left");
  const documents = amendment.documents ?? [];
  if (documents.length > 0) changes.push({ label: "新增附件", before: "—", after: documents.join("、") });

  let asked = input.deadline;
  if (amendment.deadline !== null && amendment.deadline !== input.deadline) {
    if (amendment.deadline <= now) return refuse("amendment.deadline-in-past");
    if (amendment.deadline < input.deadline) return refuse("amendment.deadline-earlier");
    asked = amendment.deadline;
  }
  const substantive = changes.length > 0;
  if (!substantive && asked === input.deadline) return refuse("amendment.nothing-changed");
  const deadline = substantive ? Math.max(asked, now + input.noticeHours * HOUR) : asked;
  return { ok: true, value: { lines, header, changes, substantive, deadline, pushedMs: deadline - asked } };
}

/**
 * A supplier's confirmation of its quotation after a substantive amendment: its prices of the
 * lines that remain, unchanged (the server prices them at the amended quantities); refused, naming
 * them, when lines it never priced must be priced (every line, unless partial quotes are allowed).
 */
export function reconfirmedQuote<Line extends { readonly lineNo: number }>(
  previous: readonly Line[],
  lineNos: readonly number[],
  partialAllowed: boolean,
): Result<Line[], { readonly code: "amendment.unpriced-lines"; readonly lineNos: readonly number[] }> {
  const kept = previous.filter((line) => lineNos.includes(line.lineNo));
  const unpriced = lineNos.filter((lineNo) => !kept.some((line) => line.lineNo === lineNo));
  if (kept.length === 0 || (!partialAllowed && unpriced.length > 0)) return { ok: false, code: "amendment.unpriced-lines", lineNos: unpriced };
  return { ok: true, value: kept };
}

/** What a supplier reads when its confirmation needs prices it never gave. */
export const unpricedLinesText = (lineNos: readonly number[]) =>
  lineNos.length > 0 ? `变更后第${lineNos.join("、")}行物料尚未报价，请填写报价后提交` : "变更后没有可沿用的报价，请填写报价后提交";
