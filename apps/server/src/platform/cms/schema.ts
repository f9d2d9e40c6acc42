import type { PlatformHideableSection } from "@cidp/domain";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { bigramsOf } from "../../db/keyword-match.ts";

/**
 * Regional branding (spec §3), matched by the request's host among its hosts (platform_host); ngCode
 * is the first of them, as the spec's configuration names it. The code identifies the platform to
 * the seed and the command line (`cli.js platform set --code CHANGCHUN`).
 */
export const platformConfigs = pgTable("platform_config", {
  id: serial("id").primaryKey(),
  platformCode: varchar("platform_code", { length: 64 }).notNull().unique(),
  ngCode: varchar("ng_code", { length: 255 }).notNull().unique(),
  baseTitle: varchar("base_title", { length: 100 }).notNull(),
  subTitle: varchar("sub_title", { length: 200 }).notNull().default(""),
  logoImg: text("logo_img").notNull().default(""),
  codeImg: text("code_img").notNull().default(""),
  /** Addresses behind the footer's QR codes and the download pages' store links; a path is on the portal's host. */
  officialAccountUrl: text("official_account_url").notNull().default(""),
  appDownloadUrl: text("app_download_url").notNull().default(""),
  customerServiceUrl: text("customer_service_url").notNull().default(""),
  iosAppUrl: text("ios_app_url").notNull().default(""),
  androidAppUrl: text("android_app_url").notNull().default(""),
  /** The footer's 服务热线 and its hours (spec footer), set in the back office's 平台设置. */
  hotline: varchar("hotline", { length: 20 }).notNull().default("400-800-0431"),
  serviceHours: varchar("service_hours", { length: 50 }).notNull().default("9:30-18:30"),
  /** Keys of PLATFORM_HIDEABLE_SECTIONS the platform hides (平台设置 隐藏的版块; spec §2: CHANGCHUN hides both). */
  hiddenSections: jsonb("hidden_sections").$type<PlatformHideableSection[]>().notNull().default([]),
  dataSource: varchar("data_source", { length: 64 }).notNull(),
  /** The footer's 备案号 (ICP), 公安备案号 and 主办单位 (平台设置); empty: the message catalogue's. */
  icpNumber: varchar("icp_number", { length: 50 }).notNull().default(""),
  publicSecurityNumber: varchar("public_security_number", { length: 50 }).notNull().default(""),
  operatingCompany: varchar("operating_company", { length: 100 }).notNull().default(""),
  /** The platform's own footer links, in their order. */
  footerLinks: jsonb("footer_links").$type<{ title: string; url: string }[]>().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The hosts each platform answers to (平台设置 域名), lower-cased, without a port. The unique index
 * is what keeps one host on one platform, even when two saves race; the portal picks the platform
 * whose host the request came in on. A change wakes every portal instance (content-change trigger).
 */
export const platformHosts = pgTable(
  "platform_host",
  {
    id: serial("id").primaryKey(),
    platformConfigId: requiredReference("platform_config_id", () => platformConfigs.id, { onDelete: "cascade" }),
    host: varchar("host", { length: 253 }).notNull(),
    /** The order the settings list them in; the first is the platform's ngCode. */
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("platform_host_host_idx").on(t.host), index("platform_host_platform_idx").on(t.platformConfigId, t.sort)],
);

/** Every saved version of a platform's settings (平台设置), newest last: who changed what, and a version to restore. */
export const platformConfigVersions = pgTable(
  "platform_config_version",
  {
    id: serial("id").primaryKey(),
    platformConfigId: requiredReference("platform_config_id", () => platformConfigs.id, { onDelete: "cascade" }),
    /** The settings as saved (the editable fields). */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
    operatorId: integer("operator_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("platform_config_version_idx").on(t.platformConfigId, t.id)],
);

/** Navigation trees by menu code (the footer is INDUSTRY_NAVIGATE_FOOT). An item with content is also a help page. */
export const navItems = pgTable(
  "nav_item",
  {
    id: serial("id").primaryKey(),
    menuCode: varchar("menu_code", { length: 64 }).notNull(),
    parentId: integer("parent_id"),
    articleTitle: varchar("article_title", { length: 100 }).notNull(),
    url: text("url").notNull().default(""),
    /** Help page HTML; empty for plain links and columns. */
    content: text("content").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("nav_item_menu_idx").on(t.menuCode, t.parentId, t.sort)],
);

/** Dictionary entries by code, one level of children (spec §3 hot-text dictionary). */
export const dictEntries = pgTable(
  "dict_entry",
  {
    id: serial("id").primaryKey(),
    code: varchar("code", { length: 64 }).notNull(),
    parentId: integer("parent_id"),
    dictKey: text("dict_key").notNull().default(""),
    dictValue: text("dict_value").notNull().default(""),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("dict_entry_code_idx").on(t.code, t.parentId, t.sort)],
);

/** Banner images by position (100 home, 101 inner pages). */
export const banners = pgTable("banner", {
  id: serial("id").primaryKey(),
  position: varchar("position", { length: 8 }).notNull(),
  title: varchar("title", { length: 100 }).notNull(),
  imgUrl: text("img_url").notNull(),
  linkUrl: text("link_url").notNull().default(""),
  sort: integer("sort").notNull().default(0),
});

/** The home page's districts (sections); isShow 1 shows it. */
export const homeDistricts = pgTable("home_district", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 50 }).notNull(),
  code: varchar("code", { length: 64 }).notNull().unique(),
  subTitle: varchar("sub_title", { length: 200 }).notNull().default(""),
  sort: integer("sort").notNull().default(0),
  isShow: smallint("is_show").notNull().default(1),
});

/** What a package's page tells a buyer before paying (each part may be missing on an older row). */
export interface PackageDetails {
  /** 服务提供方: who provides it. */
  provider?: string;
  /** 服务范围. */
  scope?: string[];
  /** 交付成果. */
  deliverables?: string[];
  /** 服务条款. */
  terms?: string[];
  /** 退款规则. */
  refundRules?: string[];
}

/** Service packages; price in fen so sums stay exact. */
export const servicePackages = pgTable("service_package", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull().unique(),
  category: varchar("category", { length: 50 }).notNull(),
  priceFen: integer("price_fen").notNull(),
  period: varchar("period", { length: 20 }).notNull(),
  description: text("description").notNull(),
  features: jsonb("features").$type<string[]>().notNull(),
  imgUrl: text("img_url").notNull().default(""),
  sort: integer("sort").notNull().default(0),
  details: jsonb("details").$type<PackageDetails>().notNull().default({}),
  /** When the package last changed: its search entry's date and its sitemap entry's lastmod. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Supervision figures of a region by kind. */
export const superviseFigures = pgTable(
  "supervise_figure",
  {
    id: serial("id").primaryKey(),
    type: varchar("type", { length: 16 }).notNull(),
    regionCode: varchar("region_code", { length: 6 }).notNull(),
    regionName: varchar("region_name", { length: 50 }).notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    figures: jsonb("figures").$type<{ name: string; value: number; unit: string }[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("supervise_type_region_idx").on(t.type, t.regionCode)],
);

/** Platform abilities shown on the home page. */
export const abilities = pgTable("ability", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 50 }).notNull().unique(),
  description: text("description").notNull(),
  icon: text("icon").notNull().default(""),
  linkUrl: text("link_url").notNull().default(""),
  sort: integer("sort").notNull().default(0),
});

/**
 * The party-building modules (党建栏目): a code the portal's djyl/news-list filters by (spec: 202408150001
 * for 党建要闻, the menu's default) and the name it shows. Managed by the content staff in the back
 * office; a module is removed only while no article or piece belongs to it (the references restrict).
 */
export const partyModules = pgTable("party_module", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 32 }).notNull().unique(),
  name: varchar("name", { length: 50 }).notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Articles: news, policy, industry dynamics, salons, party building. */
export const articles = pgTable(
  "article",
  {
    id: serial("id").primaryKey(),
    category: varchar("category", { length: 16 }).notNull(),
    title: varchar("title", { length: 200 }).notNull().unique(),
    summary: varchar("summary", { length: 500 }).notNull().default(""),
    content: text("content").notNull(),
    coverImg: text("cover_img").notNull().default(""),
    source: varchar("source", { length: 100 }).notNull().default(""),
    author: varchar("author", { length: 50 }).notNull().default(""),
    viewCount: integer("view_count").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** Policy documents: 文号, 发文机关, 生效日期 and 有效性 (valid 现行有效 | repealed 已废止 | revised 已修订). */
    docNumber: varchar("doc_number", { length: 100 }),
    issuingAuthority: varchar("issuing_authority", { length: 100 }),
    effectiveDate: date("effective_date", { mode: "string" }),
    validity: varchar("validity", { length: 16 }),
    /** 党建 articles: the party-building module (栏目) they belong to (djyl/news-list's `modulecode`); null for the other channels. */
    moduleCode: varchar("module_code", { length: 32 }).references(() => partyModules.code, { onDelete: "restrict" }),
  },
  // The lists' order with the id as tie-breaker, per category (home sections, a category's page)
  // and across categories (the unfiltered page): each read is the end of an index range, scanned
  // backwards for newest first (ascending on purpose, see the notice indexes).
  (t) => [
    index("article_category_published_idx").on(t.category, t.publishedAt, t.id),
    index("article_published_idx").on(t.publishedAt, t.id),
    // A channel's sitemap files are ranges of its ids: their ends are the ends of this range (the
    // category's range of the index above is in publication order, which would be read whole).
    index("article_category_id_idx").on(t.category, t.id),
    // Keyword search through its bigrams (db/keyword-match.ts).
    index("article_keyword_idx").using("gin", bigramsOf(t.title, t.summary)),
    // Policies filtered by 有效性, in the same order.
    index("article_validity_published_idx").on(t.validity, t.publishedAt, t.id).where(sql`validity is not null`),
    // 党建 articles of one module, in the same order (djyl/news-list?modulecode=).
    index("article_module_published_idx").on(t.moduleCode, t.publishedAt, t.id).where(sql`module_code is not null`),
  ],
);

/** The home page popup; the newest active one inside its window is shown. */
export const frontPopups = pgTable("front_popup", {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 100 }).notNull(),
  imgUrl: text("img_url").notNull().default(""),
  linkUrl: text("link_url").notNull().default(""),
  content: text("content").notNull().default(""),
  active: boolean("active").notNull().default(true),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp("ends_at", { withTimezone: true }),
});

/** Content lists by code (cypt_list: the industry platforms). */
export const contentItems = pgTable(
  "content_item",
  {
    id: serial("id").primaryKey(),
    code: varchar("code", { length: 64 }).notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    summary: text("summary").notNull().default(""),
    imgUrl: text("img_url").notNull().default(""),
    linkUrl: text("link_url").notNull().default(""),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("content_item_code_idx").on(t.code, t.sort)],
);
