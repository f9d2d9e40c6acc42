import { fenToChineseCapital, formatFen, formatQuantity, referenceDeviationText } from "@cidp/domain";
import { chineseDocument } from "../../pdf/chinese-pdf.ts";
import { drawTable } from "../../pdf/pdf-table.ts";

interface ReportLine {
  lineNo: number;
  name: string;
  spec: string;
  unit: string;
  quantityMilli: number;
  controlPriceFen: number | null;
  infoPriceFen: number | null;
}

interface ReportRound {
  round: number;
  lines: {
    lineNo: number;
    offers: {
      supplierBusinessId: number;
      unitPriceFen: number;
      lowest: boolean;
      deviation: boolean;
      belowControlPercent: number | null;
      belowInfoPercent: number | null;
    }[];
  }[];
  standings: {
    supplierBusinessId: number;
    supplierName: string;
    totalFen: number;
    leveledTotalFen: number;
    missingLines: number[];
    deviations: number;
    rank: number;
  }[];
}

/** What the 比价 / 成交报告 shows. */
export interface ComparisonReport {
  sheetNo: string;
  title: string;
  buyerName: string;
  category: string;
  deadline: string;
  stateLabel: string;
  lines: readonly ReportLine[];
  rounds: readonly ReportRound[];
  award: { supplierName: string; reason: string } | null;
  /** The sheet's 变更公告, oldest first: the lines above are as amended. */
  amendments?: readonly {
    time: string;
    reason: string;
    changes: readonly { label: string; before: string; after: string }[];
    deadlineBefore: string;
    deadlineAfter: string;
  }[];
  generatedAt: string;
}

/**
 * The comparison as an A4 landscape PDF in Chinese: the sheet, each opened round's ranking and its
 * lines × suppliers (lowest marked ★, each 下浮率 labelled with its reference, 控制价 or 信息价), and the award with its reason —
 * the document a buyer files with the contract.
 */
export async function renderComparisonReport(report: ComparisonReport): Promise<Buffer> {
  const heading = report.award ? "成交报告" : "比价报告";
  const { doc, bytes } = await chineseDocument({ Title: `${heading} ${report.sheetNo}`, Subject: report.title }, { margin: 40, layout: "landscape" });
  doc.fontSize(18).text(heading, { align: "center" });
  doc.moveDown(0.5).fontSize(10);
  doc.text(`询价单号：${report.sheetNo}    标题：${report.title}`);
  doc.text(`采购方：${report.buyerName}    类别：${report.category}    报价截止：${report.deadline}    状态：${report.stateLabel}`);
  doc.moveDown(0.8);

  for (const round of report.rounds) {
    doc.fontSize(13).fillColor("#111827").text(`第${round.round}轮 报价排名`);
    doc.moveDown(0.3);
    drawTable(
      doc,
      [
        { title: "排名", width: 40 },
        { title: "供应商", width: 230 },
        { title: "总价", width: 110, align: "right" },
        { title: "调平总价", width: 110, align: "right" },
        { title: "未报行", width: 80 },
        { title: "偏离项", width: 60, align: "right" },
      ],
      round.standings.map((s) => [
        String(s.rank),
        s.supplierName,
        formatFen(s.totalFen),
        formatFen(s.leveledTotalFen),
        s.missingLines.join("、") || "—",
        String(s.deviations),
      ]),
    );
    const suppliers = round.standings.slice(0, 5);
    doc.fontSize(13).text(`第${round.round}轮 分项比价（含税单价，★为最低）`);
    doc.moveDown(0.3);
    drawTable(
      doc,
      [
        { title: "序号", width: 32 },
        { title: "名称 / 规格", width: 150 },
        { title: "数量", width: 62, align: "right" },
        { title: "控制价", width: 62, align: "right" },
        { title: "信息价", width: 62, align: "right" },
        ...suppliers.map((s) => ({ title: s.supplierName, width: Math.floor(394 / Math.max(1, suppliers.length)), align: "right" as const })),
      ],
      report.lines.map((line) => {
        const offers = round.lines.find((l) => l.lineNo === line.lineNo)?.offers ?? [];
        return [
          String(line.lineNo),
          `${line.name} ${line.spec}`.trim(),
          `${formatQuantity(line.quantityMilli)} ${line.unit}`,
          line.controlPriceFen === null ? "—" : formatFen(line.controlPriceFen),
          line.infoPriceFen === null ? "—" : formatFen(line.infoPriceFen),
          ...suppliers.map((s) => {
            const offer = offers.find((o) => o.supplierBusinessId === s.supplierBusinessId);
            if (!offer) return "未报";
            const deviations = [referenceDeviationText("control", offer.belowControlPercent), referenceDeviationText("info", offer.belowInfoPercent)];
            return [`${offer.lowest ? "★" : ""}${formatFen(offer.unitPriceFen)}${offer.deviation ? " 偏离" : ""}`, ...deviations.filter(Boolean)].join("\n");
          }),
        ];
      }),
    );
  }

  doc
    .fontSize(13)
    .fillColor("#111827")
    .text(report.award ? "定标结果" : "推荐意见");
  doc.moveDown(0.3).fontSize(10);
  if (report.award) {
    const last = report.rounds.at(-1);
    const winner = last?.standings.find((s) => s.supplierName === report.award?.supplierName);
    doc.text(`成交供应商：${report.award.supplierName}`);
    if (winner) doc.text(`成交总价：${formatFen(winner.totalFen)}（大写：${fenToChineseCapital(winner.totalFen)}）`);
    doc.text(`定标理由：${report.award.reason}`);
  } else {
    const first = report.rounds.at(-1)?.standings[0];
    doc.text(first ? `按调平总价，排名第一的供应商为：${first.supplierName}（${formatFen(first.leveledTotalFen)}）。` : "暂无有效报价。");
  }
  if (report.amendments && report.amendments.length > 0) {
    doc.moveDown(1).fontSize(13).fillColor("#111827").text("变更记录");
    doc.moveDown(0.3).fontSize(10);
    for (const amendment of report.amendments) {
      doc.text(`${amendment.time}　${amendment.reason}`);
      const deadline =
        amendment.deadlineAfter === amendment.deadlineBefore
          ? []
          : [{ label: "报价截止时间", before: amendment.deadlineBefore, after: amendment.deadlineAfter }];
      for (const change of [...amendment.changes, ...deadline]) doc.text(`　　${change.label}：${change.before} → ${change.after}`);
    }
  }
  doc.moveDown(1).fontSize(8).fillColor("#4b5563").text(`本报告由平台根据开标后的密封报价生成，生成时间 ${report.generatedAt}。`);
  doc.end();
  return bytes;
}
