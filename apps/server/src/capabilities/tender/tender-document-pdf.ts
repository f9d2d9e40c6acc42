import { EVALUATION_METHOD_LABELS, type EvaluationMethod, formatFen, type ScoringCriterion } from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import { chineseDocument } from "../../pdf/chinese-pdf.ts";
import type { TenderRow } from "./schema.ts";

/**
 * A tender's 招标文件 as the platform's demo publishes it: an A4 PDF in the chapters of the
 * 标准施工招标文件 (招标公告, 投标人须知, 评标办法, 合同条款, 工程量清单, 投标文件格式), with the
 * tender's own sections, dates, deposit, qualifications and scoring sheet. A real tenderer uploads
 * its own; the demo's tenders need one to be published at all.
 */
export async function renderTenderDocument(tender: TenderRow, tendererName: string): Promise<Buffer> {
  const { doc, bytes } = await chineseDocument({ Title: `招标文件 ${tender.tenderNo}`, Subject: tender.title, Author: tendererName });
  const heading = (text: string) => doc.moveDown(1).fontSize(14).text(text).moveDown(0.3).fontSize(11);
  const line = (text: string) => doc.text(text, { lineGap: 4 });
  doc.fontSize(22).text(tender.title, { align: "center" });
  doc.moveDown(0.5).fontSize(18).text("招 标 文 件", { align: "center" });
  doc.moveDown(1).fontSize(11).text(`招标编号：${tender.tenderNo}`, { align: "center" });
  doc.text(`招标人：${tendererName}`, { align: "center" });
  doc.text(`日期：${tender.publishedAt ? formatDateTime(tender.publishedAt).slice(0, 10) : ""}`, { align: "center" });

  heading("第一章 招标公告");
  line(`1. 项目名称：${tender.projectName || tender.title}；建设地点：${tender.location || "详见招标公告"}。`);
  line(`2. 招标范围：${tender.sections.map((s) => s.name).join("、")}，共${tender.sections.length}个标段。`);
  line(`3. 报名截止时间：${formatDateTime(tender.registrationEnd)}；投标截止（开标）时间：${formatDateTime(tender.bidDeadline)}。`);
  line("4. 本项目实行电子招标投标，投标文件通过平台加密递交，开标前任何人不能查看。");

  heading("第二章 投标人须知");
  line("1. 投标人资格要求：");
  for (const [i, q] of tender.qualifications.entries()) line(`   (${i + 1}) ${q}`);
  line(`2. 投标保证金：${tender.depositFen > 0 ? `人民币 ${formatFen(tender.depositFen)} 元，于投标截止前缴纳（在线支付、转账或电子保函）` : "本项目免缴"}。`);
  line("3. 招标人对招标文件的澄清或修改，均以平台发布的澄清与补遗为准，投标人须在线确认收到。");
  line("4. 投标有效期：自投标截止之日起90日历天。");

  heading("第三章 评标办法");
  line(`评标办法：${EVALUATION_METHOD_LABELS[tender.method as EvaluationMethod] ?? tender.method}。`);
  for (const criterion of tender.scoringSheet as ScoringCriterion[]) line(`   ${criterion.label}：${criterion.weight}分`);

  heading("第四章 合同条款及格式");
  line("采用《建设工程施工合同（示范文本）》（GF—2017—0201），中标人应于中标通知书发出之日起30日内签订书面合同。");

  heading("第五章 工程量清单（招标控制价）");
  for (const [i, section] of tender.sections.entries()) line(`   标段${i + 1}：${section.name}，估算价 ${formatFen(section.estimateFen)} 元`);
  line(`   合计：${formatFen(tender.estimateFen)} 元`);

  heading("第六章 投标文件格式");
  line("投标函、法定代表人身份证明、授权委托书、已标价工程量清单、施工组织设计、项目管理机构、资格审查资料。");
  doc.moveDown(2).fontSize(9).fillColor("#4b5563").text(`联系人：${tender.contactName} ${tender.contactPhone}`);
  doc.end();
  return bytes;
}
