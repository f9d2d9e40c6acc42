import { inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses } from "../member/schema.ts";
import { companyProfiles } from "./schema.ts";

/** The demo businesses' public profiles, by credit code (the business rows come from the member seed). */
const demoProfiles: Record<string, Omit<typeof companyProfiles.$inferInsert, "businessId">> = {
  "91220101MA14XKQ355": {
    regionCode: "220102",
    industry: "房屋建筑工程",
    labels: "special,credit",
    region: "吉林省长春市南关区",
    address: "吉林省长春市南关区人民大街 3088 号",
    registeredCapitalWan: 36_000,
    foundedOn: "2003-05-18",
    introduction:
      "吉林宏远建设工程有限公司是房屋建筑工程施工总承包特级企业，承建住宅、学校、医院等公共建筑，多项工程获“长白山杯”优质工程奖，长期坚持绿色施工与智慧工地建设。",
  },
  "91220104MA17B8RT2H": {
    regionCode: "220104",
    industry: "建材贸易",
    labels: "credit,specialized",
    region: "吉林省长春市朝阳区",
    address: "吉林省长春市朝阳区西安大路 1566 号",
    registeredCapitalWan: 5_000,
    foundedOn: "2011-09-02",
    introduction: "长春鼎盛建材贸易有限公司经营钢材、水泥、商品混凝土及装配式构件，为省内百余个在建项目稳定供货，支持在线询价与集中采购。",
  },
  "91220200MA0Y6C9P7R": {
    regionCode: "220204",
    industry: "机械设备租赁",
    labels: "first",
    region: "吉林省吉林市船营区",
    address: "吉林省吉林市船营区解放西路 88 号",
    registeredCapitalWan: 2_000,
    foundedOn: "2015-03-26",
    introduction: "吉林省安泰机械设备租赁有限公司提供塔式起重机、施工升降机、挖掘机等设备租赁与安拆维保服务，设备均经检测备案。",
  },
  "91220106MA152W4H0D": {
    regionCode: "220106",
    industry: "钢结构工程",
    labels: "first,hightech",
    region: "吉林省长春市绿园区",
    address: "吉林省长春市绿园区青年路 2299 号",
    registeredCapitalWan: 12_000,
    foundedOn: "2008-11-12",
    introduction: "长春华信钢结构工程有限公司专业从事钢结构设计、制作与安装，拥有数控切割与自动焊接生产线，承接厂房、场馆及装配式钢结构住宅项目。",
  },
};

/** Seeds the demo companies' profiles; idempotent (existing profiles are kept). */
export async function seedCompanyProfiles(db: Database): Promise<void> {
  const rows = await db
    .select({ id: businesses.id, creditCode: businesses.creditCode })
    .from(businesses)
    .where(inArray(businesses.creditCode, Object.keys(demoProfiles)));
  const values = rows.flatMap((row) => {
    const profile = demoProfiles[row.creditCode];
    return profile ? [{ ...profile, businessId: row.id }] : [];
  });
  if (values.length > 0) await db.insert(companyProfiles).values(values).onConflictDoNothing();
}
