import { crc32, deflateRawSync } from "node:zlib";

/**
 * The fake Alipay's trade statement, made as Alipay makes it: a ZIP whose entries (named in GBK,
 * without the UTF-8 flag) are GBK-encoded CSVs — the detail with '#' title and total lines and a
 * tab after each field, and the summary.
 */

export interface FakeBillLine {
  kind: "交易" | "退款";
  tradeNo: string;
  outTradeNo: string;
  subject: string;
  createdAt: string;
  finishedAt: string;
  /** Yuan with two decimals, negative on a refund line as in Alipay's file. */
  amount: string;
  outRequestNo: string;
}

const DETAIL_COLUMNS = [
  "支付宝交易号",
  "商户订单号",
  "业务类型",
  "商品名称",
  "创建时间",
  "完成时间",
  "门店编号",
  "门店名称",
  "操作员",
  "终端号",
  "对方账户",
  "订单金额（元）",
  "商家实收（元）",
  "支付宝红包（元）",
  "集分宝（元）",
  "支付宝优惠（元）",
  "商家优惠（元）",
  "券核销金额（元）",
  "券名称",
  "商家红包消费金额（元）",
  "卡消费金额（元）",
  "退款批次号/请求号",
  "服务费（元）",
  "分润（元）",
  "备注",
];

/** The detail CSV's text for one day. */
export function fakeBillDetail(sellerId: string, billDate: string, lines: readonly FakeBillLine[]): string {
  const [year, month, day] = billDate.split("-");
  const rows = lines.map((line) =>
    [
      line.tradeNo,
      line.outTradeNo,
      line.kind,
      line.subject,
      line.createdAt,
      line.finishedAt,
      "",
      "",
      "",
      "",
      "159****5620",
      line.amount,
      line.amount,
      "0.00",
      "0.00",
      "0.00",
      "0.00",
      "0.00",
      "",
      "0.00",
      "0.00",
      line.outRequestNo,
      "0.00",
      "0.00",
      "",
    ]
      .map((field) => `${field}\t`)
      .join(","),
  );
  const payments = lines.filter((line) => line.kind === "交易").length;
  return [
    "#支付宝业务明细查询",
    `#账号：[${sellerId}0156]`,
    `#起始日期：[${year}年${month}月${day}日 00:00:00]   终止日期：[${year}年${month}月${day}日 23:59:59]`,
    "#-----------------------------------------业务明细列表----------------------------------------",
    DETAIL_COLUMNS.join(","),
    ...rows,
    "#-----------------------------------------业务明细列表结束------------------------------------",
    `#交易合计：${payments}笔，退款合计：${lines.length - payments}笔`,
    `#导出时间：[${year}年${month}月${day}日 09:00:00]`,
    "",
  ].join("\r\n");
}

/** The summary CSV's text (counts only: the adapter reads the detail). */
export function fakeBillSummary(lines: readonly FakeBillLine[]): string {
  const payments = lines.filter((line) => line.kind === "交易").length;
  return [
    "#支付宝业务汇总查询",
    "#-----------------------------------------业务汇总列表----------------------------------------",
    "门店编号,门店名称,交易订单总笔数,退款订单总笔数",
    `合计,,${payments},${lines.length - payments}`,
    "#-----------------------------------------业务汇总列表结束-----------------------------------",
    "",
  ].join("\r\n");
}

let gbkTable: Map<string, Uint8Array> | null = null;

/** GBK bytes of a text. Node decodes GBK but does not encode it, so the table is the decoder's inverse. */
export function encodeGbk(text: string): Uint8Array {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder("gbk", { fatal: true });
    for (let lead = 0x81; lead <= 0xfe; lead += 1) {
      for (let trail = 0x40; trail <= 0xfe; trail += 1) {
        if (trail === 0x7f) continue;
        try {
          const char = decoder.decode(Uint8Array.of(lead, trail));
          if (!gbkTable.has(char)) gbkTable.set(char, Uint8Array.of(lead, trail));
        } catch {
          // Not a GBK code: skipped.
        }
      }
    }
  }
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (code < 0x80) bytes.push(code);
    else bytes.push(...(gbkTable.get(char) ?? [0x3f]));
  }
  return Uint8Array.from(bytes);
}

/** A ZIP of deflated entries whose names are GBK, as Alipay's bill archive is. */
export function zipOf(files: ReadonlyArray<{ name: string; data: Uint8Array }>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(encodeGbk(file.name));
    const packed = deflateRawSync(file.data);
    const checksum = crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(packed.byteLength, 18);
    local.writeUInt32LE(file.data.byteLength, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(packed.byteLength, 20);
    central.writeUInt32LE(file.data.byteLength, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
