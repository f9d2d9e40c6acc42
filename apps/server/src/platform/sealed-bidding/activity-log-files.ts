import { csvDocument } from "../../http/csv.ts";
import { formatDateTime } from "../../http/format.ts";
import { chineseDocument } from "../../pdf/chinese-pdf.ts";
import { drawTable, type PdfColumn } from "../../pdf/pdf-table.ts";
import type { ActivityLine } from "./activity-log.ts";

/** The columns of every 操作日志 file, CSV and PDF alike. */
const COLUMNS: readonly PdfColumn[] = [
  { title: "时间", width: 100 },
  { title: "操作", width: 90 },
  { title: "操作方", width: 48 },
  { title: "企业", width: 150 },
  { title: "操作人", width: 60 },
  { title: "角色", width: 90 },
  { title: "说明", width: 222 },
];

const cellsOf = (line: ActivityLine) => [formatDateTime(line.at), line.action, line.side, line.businessName, line.person, line.role, line.note];

/** The log as CSV (UTF-8 with BOM, formulas defused: http/csv.ts), oldest line first. */
export function activityLogCsv(lines: readonly ActivityLine[]): Buffer {
  return csvDocument([COLUMNS.map((column) => column.title), ...lines.map(cellsOf)]);
}

/** What a log's PDF says above its table. */
export interface ActivityLogHeading {
  /** 询价单操作日志, 招标项目操作日志. */
  title: string;
  /** The call's number and name, one line each (询价单号：…, 标题：…). */
  facts: readonly string[];
  generatedAt: Date;
}

/** The log as an A4 landscape PDF in Chinese, for the file of the procurement or tender it records. */
export async function activityLogPdf(heading: ActivityLogHeading, lines: readonly ActivityLine[]): Promise<Buffer> {
  const { doc, bytes } = await chineseDocument({ Title: heading.title, Subject: heading.facts.join(" ") }, { margin: 40, layout: "landscape" });
  doc.fontSize(18).text(heading.title, { align: "center" });
  doc.moveDown(0.5).fontSize(10);
  for (const fact of heading.facts) doc.text(fact);
  doc.moveDown(0.6);
  drawTable(doc, COLUMNS, lines.length > 0 ? lines.map(cellsOf) : [["—", "暂无记录", "", "", "", "", ""]]);
  doc
    .moveDown(1)
    .fontSize(8)
    .fillColor("#4b5563")
    .text(`共 ${lines.length} 条记录，时间为平台服务器时间。生成时间 ${formatDateTime(heading.generatedAt)}。`);
  doc.end();
  return bytes;
}
