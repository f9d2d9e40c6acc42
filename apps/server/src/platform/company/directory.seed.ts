import { JILIN_CITIES, QUALIFICATION_CATEGORIES, QUALIFICATION_GRADES, validateCreditCode } from "@cidp/domain";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { qualificationCertificates } from "../certification/schema.ts";
import { businesses } from "../member/schema.ts";
import { companyProfiles } from "./schema.ts";
import { businessIdsByCreditCode } from "./seeded-ids.ts";

/** How many companies the directory holds beside the demo members' own. */
const DIRECTORY_SIZE = 32;
const CREDIT_CODE_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const DAY_MS = 86_400_000;

const trades = [
  { word: "建工集团", industry: "房屋建筑工程", side: "require" },
  { word: "市政工程", industry: "市政公用工程", side: "require" },
  { word: "路桥建设", industry: "公路工程", side: "require" },
  { word: "水利水电工程", industry: "水利水电工程", side: "require" },
  { word: "钢结构", industry: "钢结构工程", side: "supply" },
  { word: "装饰工程", industry: "建筑装修装饰工程", side: "supply" },
  { word: "建材贸易", industry: "建材贸易", side: "supply" },
  { word: "机械设备租赁", industry: "机械设备租赁", side: "supply" },
] as const;
const brands = ["恒泰", "宏基", "鑫源", "华建", "北方", "长白", "松江", "瑞丰", "盛达", "天成", "博远", "信诚", "东升", "嘉禾", "润泽", "金鼎"];
const districts: Record<string, { code: string; name: string }[]> = {
  "220100": [
    { code: "220102", name: "南关区" },
    { code: "220104", name: "朝阳区" },
    { code: "220105", name: "二道区" },
    { code: "220106", name: "绿园区" },
  ],
  "220200": [
    { code: "220202", name: "昌邑区" },
    { code: "220204", name: "船营区" },
  ],
  "220300": [{ code: "220302", name: "铁西区" }],
  "220400": [{ code: "220402", name: "龙山区" }],
  "220500": [{ code: "220502", name: "东昌区" }],
  "220600": [{ code: "220602", name: "浑江区" }],
  "220700": [{ code: "220702", name: "宁江区" }],
  "220800": [{ code: "220802", name: "洮北区" }],
  "222400": [{ code: "222401", name: "延吉市" }],
};

/** A credit code of the district with a valid GB 32100 check character. */
function creditCodeFor(regionCode: string, serial: number): string {
  const body = `91${regionCode}MA${String(1_000_000 + serial * 7919).slice(-7)}`;
  for (const check of CREDIT_CODE_CHARS) if (validateCreditCode(body + check).ok) return body + check;
  throw new Error(`no check character for ${body}`);
}

/** The directory's companies, spread over every city, both sides and every grade; deterministic. */
function directory(now: number) {
  return Array.from({ length: DIRECTORY_SIZE }, (_, i) => {
    const city = JILIN_CITIES[i % JILIN_CITIES.length] ?? { code: "220100", name: "长春市" };
    const district = (districts[city.code] ?? [])[i % (districts[city.code]?.length ?? 1)] ?? { code: city.code, name: "" };
    const trade = trades[i % trades.length] ?? trades[0];
    const name = `吉林省${brands[i % brands.length]}${trade.word}有限公司${i >= brands.length ? `（${city.name.slice(0, 2)}）` : ""}`;
    const grade = QUALIFICATION_GRADES[i % QUALIFICATION_GRADES.length] ?? "二级";
    const categories = [QUALIFICATION_CATEGORIES[i % QUALIFICATION_CATEGORIES.length], QUALIFICATION_CATEGORIES[(i * 3 + 1) % QUALIFICATION_CATEGORIES.length]];
    // Certificates valid for years, a few ending within 90 days, one in eight already expired.
    const validUntil = (k: number) => new Date(now + (i % 8 === 0 ? -40 : i % 5 === 0 ? 45 : 400 + ((i + k) % 7) * 180) * DAY_MS).toISOString().slice(0, 10);
    return {
      name,
      creditCode: creditCodeFor(district.code, i + 1),
      companyType: trade.side,
      tenantId: String(100_100 + i),
      profile: {
        industry: trade.industry,
        labels: ["special", "first", "credit", "specialized", "hightech"].filter((_, k) => (i + k) % 3 === 0).join(","),
        region: `吉林省${city.name}${district.name}`,
        regionCode: district.code,
        address: `吉林省${city.name}${district.name}建设街 ${100 + i * 13} 号`,
        registeredCapitalWan: 1_000 + ((i * 1_370) % 40_000),
        foundedOn: `${1995 + (i % 27)}-0${(i % 9) + 1}-1${i % 9}`,
        introduction: `${name}是${city.name}的${trade.industry}企业，具备${categories[0]}${grade}资质，坚持质量为本、诚信经营，近年来承接了多项省市重点项目。`,
      },
      certificates: categories.map((category, k) => ({
        name: category ?? QUALIFICATION_CATEGORIES[0],
        level: k === 0 ? grade : (QUALIFICATION_GRADES[(i + 2) % QUALIFICATION_GRADES.length] ?? "三级"),
        certificateNo: `D${district.code}${String(10_000 + i * 17 + k).slice(-5)}`,
        issuingAuthority: k === 0 && grade === "特级" ? "中华人民共和国住房和城乡建设部" : "吉林省住房和城乡建设厅",
        validUntil: validUntil(k),
      })),
    };
  });
}

/** Certificates of the demo members' own certified companies. */
const demoCertificates: Record<string, { name: string; level: string; certificateNo: string; years: number }[]> = {
  "91220101MA14XKQ355": [
    { name: "建筑工程施工总承包", level: "特级", certificateNo: "D122010288", years: 3 },
    { name: "市政公用工程施工总承包", level: "一级", certificateNo: "D222010301", years: 2 },
  ],
  "91220106MA152W4H0D": [{ name: "钢结构工程专业承包", level: "一级", certificateNo: "D222010655", years: 4 }],
};

/** Seeds the company directory: certified companies with profiles and reviewed qualification certificates; idempotent. */
export async function seedCompanyDirectory(db: Database, now = Date.now()): Promise<void> {
  const companies = directory(now);
  await db
    .insert(businesses)
    .values(
      companies.map((c) => ({ name: c.name, creditCode: c.creditCode, companyType: c.companyType, certificationState: "certified", tenantId: c.tenantId })),
    )
    .onConflictDoNothing({ target: businesses.creditCode });
  const idOf = await businessIdsByCreditCode(
    db,
    companies.map((c) => c.creditCode),
  );
  const profiles = companies.flatMap((c) => {
    const businessId = idOf.get(c.creditCode);
    return businessId ? [{ ...c.profile, businessId }] : [];
  });
  await db.insert(companyProfiles).values(profiles).onConflictDoNothing();
  const certificates: (typeof qualificationCertificates.$inferInsert)[] = companies.flatMap((c) => {
    const businessId = idOf.get(c.creditCode);
    // Reviewed at seeding: the platform imported them from the national lookup (no photo kept).
    return businessId
      ? c.certificates.map((q) => ({ ...q, businessId, resourceId: 0, state: "certified" as const, submittedBy: 0, reviewedAt: new Date(now) }))
      : [];
  });
  const demos = await db
    .select({ id: businesses.id, creditCode: businesses.creditCode })
    .from(businesses)
    .where(inArray(businesses.creditCode, Object.keys(demoCertificates)));
  for (const demo of demos)
    for (const q of demoCertificates[demo.creditCode] ?? [])
      certificates.push({
        name: q.name,
        level: q.level,
        certificateNo: q.certificateNo,
        issuingAuthority: q.level === "特级" ? "中华人民共和国住房和城乡建设部" : "吉林省住房和城乡建设厅",
        validUntil: new Date(now + q.years * 365 * DAY_MS).toISOString().slice(0, 10),
        businessId: demo.id,
        resourceId: 0,
        state: "certified" as const,
        submittedBy: 0,
        reviewedAt: new Date(now),
      });
  await db.insert(qualificationCertificates).values(certificates).onConflictDoNothing();
}
