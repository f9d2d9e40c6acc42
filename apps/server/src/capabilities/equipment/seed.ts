import { EQUIPMENT_TRADE_INFO, type EquipmentPriceUnit, type EquipmentTrade, equipmentCategoryName, type ListingState } from "@cidp/domain";
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { districtName } from "../../http/regions.ts";
import { pictureUrl } from "../../platform/media/media-catalogue.ts";
import { randomFrom } from "../../platform/media/svg-shapes.ts";
import { businesses, memberships } from "../../platform/member/schema.ts";
import { machineLook, machinePicture } from "./machine-pictures.ts";
import { equipmentListings, equipmentRequests } from "./schema.ts";

/** Brands and models the trade knows, by machine type, with a typical price per 台班 (yuan) and a new machine's price (万元). */
const models: Record<string, { makes: [string, string][]; shift: number; wan: number; spec: string }> = {
  "tower-crane": {
    makes: [
      ["中联重科", "TC6013A-6"],
      ["徐工", "XGT6013"],
      ["三一", "SYT80(T6515-6)"],
      ["永茂", "STT133"],
    ],
    shift: 2200,
    wan: 68,
    spec: "臂长60米，最大起重量6吨，附着式",
  },
  "truck-crane": {
    makes: [
      ["徐工", "XCT25L5"],
      ["三一", "STC250C5"],
      ["中联重科", "ZTC250V552"],
      ["柳工", "TC250C5"],
    ],
    shift: 2600,
    wan: 95,
    spec: "额定起重量25吨，主臂长41米",
  },
  "crawler-crane": {
    makes: [
      ["三一", "SCC550E"],
      ["徐工", "XGC55"],
      ["中联重科", "ZCC550H"],
    ],
    shift: 5200,
    wan: 230,
    spec: "额定起重量55吨，主臂长52米",
  },
  hoist: {
    makes: [
      ["中联重科", "SC200/200"],
      ["大汉", "SC200/200G"],
      ["京龙", "SC200/200TD"],
    ],
    shift: 450,
    wan: 22,
    spec: "双笼，额定载重2×2吨，架设高度150米",
  },
  "crawler-excavator": {
    makes: [
      ["三一", "SY215C"],
      ["卡特彼勒", "320GC"],
      ["徐工", "XE215DA"],
      ["小松", "PC200-8M0"],
      ["柳工", "922F"],
    ],
    shift: 1500,
    wan: 82,
    spec: "整机重量21吨，斗容1.0立方米",
  },
  "wheel-excavator": {
    makes: [
      ["徐工", "XE150WD"],
      ["三一", "SY155W"],
    ],
    shift: 1300,
    wan: 70,
    spec: "整机重量15吨，斗容0.6立方米",
  },
  loader: {
    makes: [
      ["柳工", "CLG856H"],
      ["临工", "L956F"],
      ["徐工", "LW500FN"],
    ],
    shift: 1100,
    wan: 36,
    spec: "额定载重5吨，斗容3立方米",
  },
  bulldozer: {
    makes: [
      ["山推", "SD16"],
      ["宣工", "SD22"],
    ],
    shift: 1600,
    wan: 60,
    spec: "功率131千瓦，推土板宽3.4米",
  },
  "pump-truck": {
    makes: [
      ["三一", "SYM5230THB 37米"],
      ["中联重科", "ZLJ5440THB 56米"],
      ["徐工", "HB48K"],
    ],
    shift: 4800,
    wan: 220,
    spec: "臂架垂直高度37至56米，理论输送量140立方米/小时",
  },
  "mixer-truck": {
    makes: [
      ["三一", "SY412C-8"],
      ["中联重科", "ZLJ5251GJB"],
    ],
    shift: 900,
    wan: 40,
    spec: "搅拌筒容积12立方米",
  },
  "rotary-drill": {
    makes: [
      ["三一", "SR235"],
      ["徐工", "XR280D"],
      ["中联重科", "ZR220A"],
    ],
    shift: 6200,
    wan: 310,
    spec: "最大钻孔直径2米，最大钻孔深度64米",
  },
  roller: {
    makes: [
      ["徐工", "XS263J"],
      ["柳工", "6626E"],
      ["三一", "STR130C"],
    ],
    shift: 1000,
    wan: 45,
    spec: "工作质量26吨，单钢轮振动",
  },
  paver: {
    makes: [
      ["中联重科", "LTU90"],
      ["徐工", "RP953"],
    ],
    shift: 3200,
    wan: 180,
    spec: "最大摊铺宽度9.5米",
  },
};

/** Districts (GB/T 2260) the seeded machines stand in: Jilin first, then the big markets. */
const districts = [
  "220102",
  "220104",
  "220105",
  "220106",
  "220112",
  "220202",
  "220204",
  "220302",
  "220502",
  "222401",
  "220702",
  "110105",
  "210102",
  "230102",
  "370102",
  "320102",
  "410102",
  "510104",
  "440103",
  "150102",
  "310104",
];

const trades: EquipmentTrade[] = ["rent", "rent", "rent", "rent", "used", "used", "sell", "hire", "hire", "buy"];
const conditions = [
  "设备状况良好，按时保养，手续齐全，可提供持证操作手。",
  "本地项目退场设备，随时可进场，运输可协助安排。",
  "年检合格，特种设备使用登记证、检验报告齐全。",
  "长期合作优先，价格可议，支持按月结算。",
];

/** The demo businesses that have members (seeded listings need a member to tell of requests), with that member. */
async function owners(db: Database) {
  const rows = await db
    .select({ businessId: memberships.businessId, memberId: memberships.memberId, name: businesses.name, role: memberships.role })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .orderBy(asc(memberships.businessId), asc(memberships.createdAt));
  // Each business's first administrator, else its first member.
  const first = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = first.get(row.businessId);
    if (!seen || (row.role === "admin" && seen.role !== "admin")) first.set(row.businessId, row);
  }
  return [...first.values()];
}

const day = (from: Date, days: number) => formatDateTime(new Date(from.getTime() + days * 86_400_000)).slice(0, 10);

/** Seeds the equipment market once: 48 listings across machine types, trades and regions, some with bookings. */
export async function seedEquipment(db: Database, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(equipmentListings);
  if ((existing?.n ?? 0) > 0) return;
  const people = await owners(db);
  if (people.length < 2) return;
  // The leasing company (安泰机械设备租赁) owns most machines; the others a few each.
  const leasing = people.find((p) => p.name.includes("设备租赁")) ?? people[0];
  const random = randomFrom(2026);
  const categories = Object.keys(models);
  const rows: (typeof equipmentListings.$inferInsert)[] = [];
  for (let i = 0; i < 48; i++) {
    const category = categories[i % categories.length] as string;
    const spec = models[category] as (typeof models)[string];
    const [brand, model] = spec.makes[i % spec.makes.length] as [string, string];
    const trade = trades[(i * 7) % trades.length] as EquipmentTrade;
    const owner = (i % 2 === 0 ? leasing : people[i % people.length]) ?? leasing;
    const regionCode = districts[(i * 5) % districts.length] as string;
    const regionName = districtName(regionCode);
    if (!regionName || !owner) throw new Error(`seed district ${regionCode} is not in GB/T 2260`);
    const year = 2014 + Math.floor(random() * 11);
    const unit: EquipmentPriceUnit = trade === "rent" || trade === "hire" ? (category === "tower-crane" || category === "hoist" ? "month" : "shift") : "whole";
    const usedFactor = trade === "sell" ? 1 : 0.35 + random() * 0.35;
    const yuan = unit === "shift" ? spec.shift * (0.9 + random() * 0.3) : unit === "month" ? spec.shift * 24 : spec.wan * 10_000 * usedFactor;
    const price = trade === "buy" || (trade === "hire" && i % 3 === 0) ? 0 : Math.round(yuan / 100) * 100 * 100;
    const name = equipmentCategoryName(category) ?? category;
    const shortName = name.replace(/（.*）/, "");
    const side = EQUIPMENT_TRADE_INFO[trade].side;
    const city = regionName.split(" ")[1] || regionName.split(" ")[0];
    const title =
      side === "supply" ? `${EQUIPMENT_TRADE_INFO[trade].label}${brand}${model}${shortName}` : `${city}项目${EQUIPMENT_TRADE_INFO[trade].label}${shortName}`;
    const state: ListingState = i % 16 === 5 ? "reviewing" : i % 16 === 9 ? "delisted" : i % 16 === 13 ? "closed" : "listed";
    const at = new Date(now.getTime() - (48 - i) * 3_600_000 * 7);
    rows.push({
      ownerBusinessId: owner.businessId,
      createdBy: owner.memberId,
      side,
      trade,
      category,
      title: title.slice(0, 60),
      brand,
      model,
      year,
      workingHours: side === "supply" ? Math.round((2026 - year) * (600 + random() * 900)) : 0,
      regionCode,
      regionName,
      priceFen: price,
      priceUnit: unit,
      description: `${spec.spec}。${side === "supply" ? (conditions[i % conditions.length] ?? "") : `${city}项目施工需要，要求设备${2026 - year}年以内，手续齐全，带操作手优先。`}`,
      photos: side === "supply" ? [{ url: pictureUrl(machinePicture(category, machineLook(category), name)) }] : [],
      certificates: [],
      availableFrom: trade === "rent" ? day(now, 0) : null,
      availableTo: trade === "rent" ? day(now, 240) : null,
      state,
      createdAt: at,
      updatedAt: at,
    });
  }
  const inserted = await db.insert(equipmentListings).values(rows).returning();
  // Bookings on a third of the listed rentals: one accepted (its dates taken), one waiting.
  const rentals = inserted.filter((row) => row.trade === "rent" && row.state === "listed").filter((_, index) => index % 3 === 0);
  const requests: (typeof equipmentRequests.$inferInsert)[] = [];
  rentals.forEach((listing, index) => {
    const requester = people.find((p) => p.businessId !== listing.ownerBusinessId);
    if (!requester) return;
    const start = 7 + index * 3;
    const base = {
      listingId: listing.id,
      ownerBusinessId: listing.ownerBusinessId,
      requesterBusinessId: requester.businessId,
      requesterMemberId: requester.memberId,
    };
    requests.push({
      ...base,
      startDate: day(now, start),
      endDate: day(now, start + 9),
      message: "项目主体施工阶段使用，需带操作手。",
      state: "accepted",
      decidedAt: now,
    });
    requests.push({ ...base, startDate: day(now, start + 20), endDate: day(now, start + 26), message: "请确认进场时间与运输费用。", state: "pending" });
  });
  if (requests.length > 0) await db.insert(equipmentRequests).values(requests);
  // Inquiries on two sales.
  const sales = inserted.filter((row) => row.trade !== "rent" && row.side === "supply" && row.state === "listed").slice(0, 2);
  const inquiries = sales.flatMap((listing) => {
    const requester = people.find((p) => p.businessId !== listing.ownerBusinessId);
    return requester
      ? [
          {
            listingId: listing.id,
            ownerBusinessId: listing.ownerBusinessId,
            requesterBusinessId: requester.businessId,
            requesterMemberId: requester.memberId,
            message: "请问设备是否可以现场看机？价格可否再商量？",
          },
        ]
      : [];
  });
  if (inquiries.length > 0) await db.insert(equipmentRequests).values(inquiries);
}
