import { formatFen, INVOICE_KIND_LABELS, type InvoiceKind } from "@cidp/domain";
import { chineseDocument } from "../../pdf/chinese-pdf.ts";

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

/** The invoice as a one-page A4 PDF with its text in Chinese. */
export async function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const { doc, bytes } = await chineseDocument({
    Title: `${INVOICE_KIND_LABELS[content.kind]} ${content.invoiceNo}`,
    Author: INVOICE_SELLER.name,
    Subject: content.itemTitle,
  });
  doc.fontSize(20).text(INVOICE_KIND_LABELS[content.kind], { align: "center" });
  doc.moveDown(0.3).fontSize(10).text(`发票号码：${content.invoiceNo}    开票日期：${content.issueTime}`, { align: "center" });
  doc.moveDown(1.2);

  const section = (heading: string, rows: [string, string][]) => {
    doc.fontSize(12).text(heading);
    doc.moveDown(0.2).fontSize(10);
    for (const [label, value] of rows) doc.text(`${label}：${value || "—"}`, { indent: 12 });
    doc.moveDown(0.8);
  };
  section("购买方", [
    ["名称", content.title],
    ["纳税人识别号", content.taxNo],
    ...(content.kind === "special"
      ? ([
          ["地址、电话", `${content.address} ${content.phone}`],
          ["开户行及账号", `${content.bankName} ${content.bankAccount}`],
        ] as [string, string][])
      : []),
  ]);
  section("项目", [
    ["货物或应税劳务、服务名称", `*现代服务*${content.itemTitle}`],
    ["订单号", content.orderNo],
    ["数量", "1"],
    ["价税合计（小写）", formatFen(content.amountFen)],
  ]);
  section("销售方", [
    ["名称", INVOICE_SELLER.name],
    ["纳税人识别号", INVOICE_SELLER.taxNo],
    ["地址、电话", INVOICE_SELLER.address],
    ["开户行及账号", INVOICE_SELLER.bank],
  ]);
  doc.fontSize(9).fillColor("#4b5563").text("本发票由平台根据已支付订单自动开具，与订单金额一致。", { align: "left" });
  doc.end();
  return bytes;
}
