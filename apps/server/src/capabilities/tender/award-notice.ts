import { fenToChineseCapital, formatFen } from "@cidp/domain";
import { chineseDocument } from "../../pdf/chinese-pdf.ts";

/** What the 中标通知书 states. */
export interface AwardNotice {
  tenderNo: string;
  title: string;
  tendererName: string;
  winnerName: string;
  priceFen: number;
  durationDays: number | null;
  sections: readonly string[];
  openingTime: string;
  awardTime: string;
}

/**
 * The 中标通知书 as an A4 PDF in Chinese: to the winner, naming the tender, the sections, the
 * winning price (in figures and capitals) and the next step (签订合同 within 30 days, 招标投标法
 * 第四十六条), with the tenderer as issuer.
 */
export async function renderAwardNotice(notice: AwardNotice): Promise<Buffer> {
  const { doc, bytes } = await chineseDocument({ Title: `中标通知书 ${notice.tenderNo}`, Subject: notice.title });
  doc.fontSize(22).text("中标通知书", { align: "center" });
  doc.moveDown(0.4).fontSize(10).text(`编号：${notice.tenderNo}`, { align: "right" });
  doc.moveDown(1).fontSize(12).text(`${notice.winnerName}：`);
  doc.moveDown(0.5);
  doc.text(
    `    我方于 ${notice.openingTime} 开标的《${notice.title}》（标段：${notice.sections.join("、")}），经评标委员会评审并经中标候选人公示期满，确定贵单位为中标人。`,
    { lineGap: 6 },
  );
  doc.moveDown(0.5);
  doc.text(`    中标价：人民币 ${formatFen(notice.priceFen)} 元（大写：${fenToChineseCapital(notice.priceFen)}）。`, { lineGap: 6 });
  if (notice.durationDays !== null) doc.text(`    工期：${notice.durationDays} 日历天。`, { lineGap: 6 });
  doc.moveDown(0.5);
  doc.text("    请贵单位自收到本通知书之日起三十日内，按照招标文件和贵单位的投标文件与我方签订书面合同。", { lineGap: 6 });
  doc.moveDown(2);
  doc.text(`招标人：${notice.tendererName}`, { align: "right" });
  doc.text(`日期：${notice.awardTime}`, { align: "right" });
  doc.moveDown(2).fontSize(8).fillColor("#4b5563").text("本通知书由平台根据开标记录、评标结果和定标确认生成。");
  doc.end();
  return bytes;
}
