import { PARTY_BUILDING_MODULE_CODE } from "@cidp/domain";
import { count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.ts";
import { articleLibrary, demoPartyModules } from "./article-library.seed.ts";
import {
  abilitySeed,
  bannerSeed,
  contentListSeed,
  dictionarySeed,
  footerSeed,
  homeDistrictSeed,
  type NavSeed,
  popupSeed,
  servicePackageSeed,
  superviseSeed,
} from "./home-content.seed.ts";
import { PACKAGE_DETAILS } from "./package-details.data.ts";
import {
  abilities,
  articles,
  banners,
  contentItems,
  dictEntries,
  frontPopups,
  homeDistricts,
  navItems,
  partyModules,
  platformConfigs,
  platformHosts,
  servicePackages,
  superviseFigures,
} from "./schema.ts";

/**
 * The demo addresses behind a platform's footer QR codes and download page. Paths are on the
 * portal's own host (the download page, the online customer service); the official account and
 * the store entries are examples an operator replaces with the platform's real ones.
 */
function appLinks(app: string, downloadPage: string) {
  return {
    officialAccountUrl: `https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=${app}-construction-platform`,
    appDownloadUrl: downloadPage,
    customerServiceUrl: "/default/comprehensives-ervices/online-customer-service",
    iosAppUrl: `https://apps.apple.com/cn/app/${app}-construction-platform/id6450000${app === "cidp" ? "001" : "002"}`,
    androidAppUrl: `https://a.app.qq.com/o/simple.jsp?pkgname=cn.gov.jl.construction.${app}`,
  };
}

const platformConfigSeed: (typeof platformConfigs.$inferInsert)[] = [
  {
    platformCode: "CIDP",
    ngCode: "localhost",
    baseTitle: "建筑产业互联网平台",
    subTitle: "省建筑业数字化服务门户",
    logoImg: "/static/logo-cidp.svg",
    // No uploaded QR image: the portal draws the QR codes from the addresses below.
    codeImg: "",
    dataSource: "CIDP",
    ...appLinks("cidp", "/download-h5"),
  },
  {
    platformCode: "CHANGCHUN",
    ngCode: "127.0.0.1",
    baseTitle: "长春建筑产业互联网平台",
    subTitle: "长春市建筑业数字化服务门户",
    logoImg: "/static/logo-changchun.svg",
    codeImg: "",
    dataSource: "CHANGCHUN",
    ...appLinks("changchun", "/download-jl-h5"),
    // Spec §2: CHANGCHUN hides the party building and the footer's friendly links (平台设置 隐藏的版块).
    hiddenSections: ["partyBuilding", "friendlyLinks"],
  },
];

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

async function insertNav(db: Database, menuCode: string, items: NavSeed[], parentId: number | null): Promise<void> {
  for (const [index, item] of items.entries()) {
    const [row] = await db
      .insert(navItems)
      .values({ menuCode, parentId, articleTitle: item.articleTitle, url: item.url ?? "", content: item.content ?? "", sort: index + 1 })
      .returning({ id: navItems.id });
    if (row && item.children) await insertNav(db, menuCode, item.children, row.id);
  }
}

/**
 * The CMS reference data every installation needs, demo or not: the platform configurations
 * (spec §3), the footer navigation, the dictionaries, the home districts, the service packages and
 * abilities the portal offers. Idempotent (each table is seeded only while empty or by its key).
 */
export async function seedCmsReference(db: Database): Promise<void> {
  // By code: a platform the installation has (its hosts perhaps changed in 平台设置) is left as it is.
  const added = await db
    .insert(platformConfigs)
    .values(platformConfigSeed)
    .onConflictDoNothing({ target: platformConfigs.platformCode })
    .returning({ id: platformConfigs.id, ngCode: platformConfigs.ngCode });
  if (added.length > 0)
    await db
      .insert(platformHosts)
      .values(added.map((platform) => ({ platformConfigId: platform.id, host: platform.ngCode, sort: 0 })))
      .onConflictDoNothing({ target: platformHosts.host });
  // The party-building module the header's menu opens (spec: 202408150001); staff add others in 内容管理.
  await db.insert(partyModules).values({ code: PARTY_BUILDING_MODULE_CODE, name: "党建要闻" }).onConflictDoNothing();

  const [footer] = await db.select({ n: count() }).from(navItems).where(eq(navItems.menuCode, "INDUSTRY_NAVIGATE_FOOT"));
  if ((footer?.n ?? 0) === 0) await insertNav(db, "INDUSTRY_NAVIGATE_FOOT", footerSeed, null);

  for (const [code, entries] of Object.entries(dictionarySeed)) {
    const [existing] = await db.select({ n: count() }).from(dictEntries).where(eq(dictEntries.code, code));
    if ((existing?.n ?? 0) > 0) continue;
    for (const [index, entry] of entries.entries()) {
      const [parent] = await db
        .insert(dictEntries)
        .values({ code, parentId: null, dictKey: entry.dictKey, dictValue: entry.dictValue, sort: index + 1 })
        .returning({ id: dictEntries.id });
      if (parent && entry.children && entry.children.length > 0) {
        await db.insert(dictEntries).values(entry.children.map((child, i) => ({ code, parentId: parent.id, ...child, sort: i + 1 })));
      }
    }
  }

  await db.insert(homeDistricts).values(homeDistrictSeed).onConflictDoNothing({ target: homeDistricts.code });
  await db
    .insert(servicePackages)
    .values(servicePackageSeed.map((p, i) => ({ ...p, details: PACKAGE_DETAILS[p.name] ?? {}, imgUrl: `/static/packages/package-${i + 1}.jpg`, sort: i + 1 })))
    // A package seeded before it had details gets them once; details an operator wrote are kept.
    .onConflictDoUpdate({ target: servicePackages.name, set: { details: sql`excluded.details` }, setWhere: sql`${servicePackages.details} = '{}'::jsonb` });
  await db
    .insert(abilities)
    .values(abilitySeed.map((a, i) => ({ ...a, sort: i + 1 })))
    .onConflictDoNothing({ target: abilities.name });
}

/**
 * The CMS demo content (`DEMO_DATA=1` only): banners, supervision figures, home lists, the popup and
 * the article library. A real platform's staff publish their own. Idempotent.
 */
export async function seedCmsDemo(db: Database): Promise<void> {
  if (await isEmpty(db, banners)) await db.insert(banners).values(bannerSeed);
  await db.insert(superviseFigures).values(superviseSeed).onConflictDoNothing();
  if (await isEmpty(db, contentItems)) await db.insert(contentItems).values(contentListSeed.map((c, i) => ({ ...c, sort: i + 1 })));
  if (await isEmpty(db, frontPopups)) await db.insert(frontPopups).values({ ...popupSeed, startsAt: new Date(Date.UTC(2024, 0, 1)) });

  // Two more party-building modules, so the list's filter shows (a few of the seeded 党建 articles are theirs).
  await db.insert(partyModules).values(demoPartyModules).onConflictDoNothing();
  // Spread publish times over the past months, newest first in each channel.
  const rows = articleLibrary(Date.now());
  await db.insert(articles).values(rows).onConflictDoNothing({ target: articles.title });
}
