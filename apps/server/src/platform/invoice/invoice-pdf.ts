import { formatFen, INVOICE_KIND_LABELS, type InvoiceKind, invoiceAmounts } from "@cidp/domain";
import { chineseDocument } from "../../pdf/chinese-pdf.ts";
import { drawTable, type PdfColumn } from "../../pdf/pdf-table.ts";

/** What the invoice shows. */
export interface InvoiceContent {
  invoiceNo: string;
  kind: InvoiceKind;
  title: string;
  taxNo: string;
  bankName: string;
  bankAccount: string;
  address: string;
  phone: string;
  orderNo: string;
  itemTitle: string;
  amountFen: number;
  issueTime: string;
}

/** The seller printed on every invoice: the platform's operating company. */
export const INVOICE_SELLER = {
  name: "吉林省建筑产业互联网平台运营有限公司",
  taxNo: "91220101MA17C6XN0U",
  address: "吉林省长春市南关区人民大街5688号 0431-81234567",
  bank: "中国建设银行长春南关支行 22050161630000008866",
};

/** The 明细 columns of a 增值税发票, as the tax bureau's layout has them (widths fill A4 within the margins). */
const ITEM_COLUMNS: readonly PdfColumn[] = [
  { title: "项目名称", width: 140 },
  { title: "规格型号", width: 45 },
  { title: "单位", width: 30 },
  { title: "数量", width: 30, align: "right" },
  { title: "单价", width: 62, align: "right" },
  { title: "金额", width: 62, align: "right" },
  { title: "税率/征收率", width: 54, align: "right" },
  { title: "税额", width: 60, align: "right" },
];

/** A bare amount as a 明细 cell shows it (no ¥; the 合计 row carries it). */
const cell = (fen: number) => formatFen(fen).slice(1);

/**
 * The invoice as a one-page A4 PDF laid out like a 增值税发票: title, number and date; 购买方 and
 * 销售方 side by side; the 明细 with 金额, 税率 and 税额; 合计; 价税合计 in capitals and figures;
 * 备注 with the order number.
 */
export async function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const label = INVOICE_KIND_LABELS[content.kind];
  const money = invoiceAmounts(content.amountFen);
  const { doc, bytes } = await chineseDocument({ Title: `${label} ${content.invoiceNo}`, Author: INVOICE_SELLER.name, Subject: content.itemTitle });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fontSize(18).fillColor("#7f1d1d").text(`电子发票（${label}）`, { align: "center" });
  doc.moveDown(0.3).fontSize(10).fillColor("#1f2937");
  doc.text(`发票号码：${content.invoiceNo}`, { align: "right" });
  doc.text(`开票日期：${content.issueTime}`, { align: "right" });
  doc.moveDown(0.8);

  const buyer: [string, string][] = [
    ["名称", content.title],
    ["统一社会信用代码/纳税人识别号", content.taxNo],
    ...(content.kind === "special"
      ? ([
          ["地址、电话", `${content.address} ${content.phone}`],
          ["开户行及账号", `${content.bankName} ${content.bankAccount}`],
        ] as [string, string][])
      : []),
  ];
  const seller: [string, string][] = [
    ["名称", INVOICE_SELLER.name],
    ["统一社会信用代码/纳税人识别号", INVOICE_SELLER.taxNo],
    ["地址、电话", INVOICE_SELLER.address],
    ["开户行及账号", INVOICE_SELLER.bank],
  ];
  const partyTop = doc.y;
  const half = width / 2;
  const party = (heading: string, rows: [string, string][], x: number) => {
    doc
      .fontSize(11)
      .fillColor("#111827")
      .text(heading, x + 6, partyTop + 6, { width: half - 12 });
    doc.fontSize(9).fillColor("#1f2937");
    for (const [name, value] of rows) doc.text(`${name}：${value || "—"}`, x + 6, doc.y + 2, { width: half - 12 });
    return doc.y;
  };
  const bottom = Math.max(party("购买方信息", buyer, left), party("销售方信息", seller, left + half)) + 8;
  doc
    .lineWidth(0.8)
    .strokeColor("#9ca3af")
    .rect(left, partyTop, width, bottom - partyTop)
    .stroke();
  doc
    .moveTo(left + half, partyTop)
    .lineTo(left + half, bottom)
    .stroke();
  doc.x = left;
  doc.y = bottom + 10;

  drawTable(doc, ITEM_COLUMNS, [
    [`*现代服务*${content.itemTitle}`, "", "项", "1", cell(money.amountFen), cell(money.amountFen), `${money.taxRate}%`, cell(money.taxFen)],
    ["合计", "", "", "", "", formatFen(money.amountFen), "", formatFen(money.taxFen)],
  ]);

  doc.fontSize(10).fillColor("#111827");
  doc.text(`价税合计（大写）：${money.totalInCapitals}`, left, doc.y, { continued: true });
  doc.text(`    （小写）${formatFen(money.totalFen)}`);
  doc.moveDown(0.6).fontSize(9).fillColor("#1f2937");
  doc.text(`备注：订单号 ${content.orderNo}`);
  doc.text("开票人：平台自动开具");
  doc.moveDown(0.8).fillColor("#4b5563").text("本发票由平台根据已支付订单自动开具，价税合计与订单金额一致。");
  doc.end();
  return bytes;
}
