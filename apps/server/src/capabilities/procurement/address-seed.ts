import { inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { notYetStored } from "../../db/not-yet-stored.ts";
import { businesses } from "../../platform/member/schema.ts";
import { deliveryAddresses, procurementSettings } from "./schema.ts";

const HONGYUAN = "91220101MA14XKQ355";

/** Delivery addresses of the demo businesses (their sites and yards), by 统一社会信用代码; the first is the default. */
const BOOKS: Readonly<Record<string, readonly { contactName: string; phone: string; regionCode: string; detail: string }[]>> = {
  [HONGYUAN]: [
    { contactName: "王建军", phone: "13904310218", regionCode: "220104", detail: "西安大路与安达街交汇 宏远·万科城三期项目部" },
    { contactName: "刘海涛", phone: "13843105567", regionCode: "220106", detail: "皓月大路2888号 宏远物资仓库2号门" },
    { contactName: "陈立新", phone: "15804432671", regionCode: "220202", detail: "解放东路66号 江城学校改扩建工程项目部" },
    { contactName: "赵德明", phone: "13604359921", regionCode: "220702", detail: "沿江东路118号 松原滨江安置房项目部" },
  ],
  // 长春鼎盛 (张建国 is its administrator).
  "91220104MA17B8RT2H": [
    { contactName: "孙晓东", phone: "13944106632", regionCode: "220105", detail: "东盛大街1200号 鼎盛机械设备堆场" },
    { contactName: "李春雨", phone: "18643120857", regionCode: "220112", detail: "双阳大街369号 双阳污水处理厂项目部" },
  ],
  // 长春华信 (李晓梅's supply company).
  "91220106MA152W4H0D": [{ contactName: "李晓梅", phone: "13800000002", regionCode: "220106", detail: "青年路5588号 华信建材库房" }],
};

/**
 * Seeds the demo address books once (a business with any address is left alone) and makes
 * 吉林宏远 require 内部审批 before its sheets go out (its 采购员 submits, its 审批人 approves).
 */
export async function seedDemoAddresses(db: Database): Promise<void> {
  const found = await db
    .select({ id: businesses.id, creditCode: businesses.creditCode })
    .from(businesses)
    .where(inArray(businesses.creditCode, Object.keys(BOOKS)));
  for (const business of await notYetStored(db, deliveryAddresses.businessId, found, (b) => b.id)) {
    const book = BOOKS[business.creditCode] ?? [];
    await db.insert(deliveryAddresses).values(book.map((entry, index) => ({ ...entry, businessId: business.id, isDefault: index === 0 })));
  }
  const hongyuan = found.find((b) => b.creditCode === HONGYUAN);
  if (hongyuan) await db.insert(procurementSettings).values({ businessId: hongyuan.id, requiresApproval: true }).onConflictDoNothing();
}
