import { formatQuantity } from "@cidp/domain";

interface WorkbookLine {
  lineNo: number;
  name: string;
  spec: string;
  brand: string;
  unit: string;
  quantityMilli: number;
  remark: string;
  controlPriceFen: number | null;
  infoPriceFen: number | null;
}

/** An opened round's offer of one line by one supplier: its unit price and 下浮率 against each reference. */
interface WorkbookOffer {
  unitPriceFen: number;
  belowControlPercent: number | null;
  belowInfoPercent: number | null;
}

/** A 变更公告 as the workbook's 变更记录 lists it. */
interface WorkbookAmendment {
  time: string;
  reason: string;
  changes: readonly { label: string; before: string; after: string }[];
  deadlineBefore: string;
  deadlineAfter: string;
}

/** The columns of the 物料清单 workbook, in the order the import reads them back. */
export const LINE_COLUMNS = ["序号", "名称", "规格型号", "品牌要求", "单位", "数量", "备注", "控制价（元）", "信息价（元）"] as const;

const yuan = (fen: number) => fen / 100;

/**
 * The sheet's lines as an Excel workbook, and — once a round is opened — each supplier's unit
 * prices of the latest round beside them, with the 控制价 and 信息价 of each line and each offer's
 * 下浮率 against both, every column labelled with its reference (a sheet per use: 物料清单, 比价).
 */
export async function linesWorkbook(
  title: string,
  lines: readonly WorkbookLine[],
  latest: { suppliers: { id: number; name: string }[]; offerOf: (lineNo: number, supplierId: number) => WorkbookOffer | null } | null,
  /** The sheet's 变更公告, oldest first: the lines above are as amended, and this sheet says how they came to be. */
  amendments: readonly WorkbookAmendment[] = [],
): Promise<Buffer> {
  // Loaded on the first export, not at start: exceljs and its zip libraries took 0.4-0.6 s of every start.
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  book.creator = "建筑产业互联网平台";
  book.title = title;
  const sheet = book.addWorksheet("物料清单");
  sheet.addRow([...LINE_COLUMNS]).font = { bold: true };
  for (const line of lines)
    sheet.addRow([
      line.lineNo,
      line.name,
      line.spec,
      line.brand,
      line.unit,
      Number(formatQuantity(line.quantityMilli)),
      line.remark,
      line.controlPriceFen === null ? null : yuan(line.controlPriceFen),
      line.infoPriceFen === null ? null : yuan(line.infoPriceFen),
    ]);
  sheet.columns.forEach((column, i) => {
    column.width = [6, 24, 18, 14, 8, 10, 20, 14, 14][i] ?? 12;
  });
  if (latest) {
    const compare = book.addWorksheet("比价");
    const supplierHeads = latest.suppliers.flatMap((s) => [`${s.name}（含税单价，元）`, `${s.name}（较控制价下浮率，%）`, `${s.name}（较信息价下浮率，%）`]);
    compare.addRow(["序号", "名称", "单位", "数量", "控制价（元）", "信息价（元）", ...supplierHeads]).font = { bold: true };
    for (const line of lines)
      compare.addRow([
        line.lineNo,
        line.name,
        line.unit,
        Number(formatQuantity(line.quantityMilli)),
        line.controlPriceFen === null ? null : yuan(line.controlPriceFen),
        line.infoPriceFen === null ? null : yuan(line.infoPriceFen),
        // A negative 下浮率 is an offer above the reference (上浮).
        ...latest.suppliers.flatMap((s): (string | number | null)[] => {
          const offer = latest.offerOf(line.lineNo, s.id);
          return offer === null ? ["未报", null, null] : [yuan(offer.unitPriceFen), offer.belowControlPercent, offer.belowInfoPercent];
        }),
      ]);
  }
  if (amendments.length > 0) {
    const history = book.addWorksheet("变更记录");
    history.addRow(["发布时间", "变更原因", "变更项", "变更前", "变更后"]).font = { bold: true };
    for (const amendment of amendments) {
      const deadline =
        amendment.deadlineAfter === amendment.deadlineBefore
          ? []
          : [{ label: "报价截止时间", before: amendment.deadlineBefore, after: amendment.deadlineAfter }];
      for (const change of [...amendment.changes, ...deadline]) history.addRow([amendment.time, amendment.reason, change.label, change.before, change.after]);
    }
    history.columns.forEach((column, i) => {
      column.width = [20, 30, 18, 30, 30][i] ?? 12;
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
