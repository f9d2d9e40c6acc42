import type { SEARCH_KINDS } from "@cidp/api-client/contract";
import { EQUIPMENT_TRADE_INFO, type EquipmentTrade, equipmentCategoryName, LABOR_KIND_LABELS, type LaborKind, productCategoryPath } from "@cidp/domain";
import { and, eq, inArray, ne } from "drizzle-orm";
import { catalogueProducts } from "../../capabilities/catalogue/schema.ts";
import { equipmentListings } from "../../capabilities/equipment/schema.ts";
import { laborListings } from "../../capabilities/labor/schema.ts";
import { regionNameOf } from "../../capabilities/project/company-fit.ts";
import { isPublicProject, marketProjects } from "../../capabilities/project/schema.ts";
import { publicTenderWhere } from "../../capabilities/tender/public-routes.ts";
import { tenders } from "../../capabilities/tender/schema.ts";
import type { Database } from "../../db/database.ts";
import { qualificationCertificates } from "../certification/schema.ts";
import { articles, navItems } from "../cms/schema.ts";
import { companyProfiles } from "../company/schema.ts";
import { businesses } from "../member/schema.ts";

/** What the index keeps of one thing. */
export interface SearchableDocument {
  refId: number;
  kind: (typeof SEARCH_KINDS)[number];
  title: string;
  /** Plain text (no markup). */
  body: string;
  publishedAt: Date;
}

/**
 * A kind of content the search reads. `load` answers the searchable ones among `ids`; an id it
 * leaves out (deleted, unpublished, not certified) leaves the index. Products, services and tender
 * announcements add their own source here (and a trigger on their table, see migration 0022).
 */
export interface SearchSource {
  name: string;
  load(db: Database, ids: number[]): Promise<SearchableDocument[]>;
}

const ENTITIES: Record<string, string> = { nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'" };

// Tags that end a block of text: a space keeps the words on either side apart. Inline tags
// (strong, a, span…) go without one, so a phrase marked up in the middle stays one phrase.
const BLOCK_TAG = /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|table|tr|td|th|blockquote|section|article|figure|figcaption|img)\b[^>]*>/gi;

/** The text of stored (already sanitised) rich HTML: block tags become spaces, inline tags nothing, the common entities their characters. */
export function plainText(html: string): string {
  return html
    .replace(BLOCK_TAG, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

function articleKind(category: string): SearchableDocument["kind"] {
  if (category === "policy") return "policy";
  if (category === "knowledge") return "knowledge";
  return "news";
}

const articleSource: SearchSource = {
  name: "article",
  async load(db, ids) {
    const rows = await db.select().from(articles).where(inArray(articles.id, ids));
    return rows.map((row) => ({
      refId: row.id,
      kind: articleKind(row.category),
      title: row.title,
      // The policy metadata is searchable too: a 文号 or 发文机关 finds the document.
      body: [row.summary, row.docNumber, row.issuingAuthority, row.source, plainText(row.content)].filter(Boolean).join(" "),
      publishedAt: row.publishedAt,
    }));
  },
};

/** Help pages: the navigation items that carry content (spec §3 footer). */
const helpSource: SearchSource = {
  name: "help",
  async load(db, ids) {
    const rows = await db
      .select()
      .from(navItems)
      .where(and(inArray(navItems.id, ids), ne(navItems.content, "")));
    return rows.map((row) => ({ refId: row.id, kind: "help", title: row.articleTitle, body: plainText(row.content), publishedAt: row.updatedAt }));
  },
};

/** Certified companies, as the directory shows them. */
const companySource: SearchSource = {
  name: "company",
  async load(db, ids) {
    const rows = await db
      .select({ business: businesses, profile: companyProfiles })
      .from(businesses)
      .leftJoin(companyProfiles, eq(companyProfiles.businessId, businesses.id))
      .where(and(inArray(businesses.id, ids), eq(businesses.certificationState, "certified")));
    return rows.map(({ business, profile }) => ({
      refId: business.id,
      kind: "company",
      title: business.name,
      body: [profile?.industry, profile?.region, profile?.address, profile?.introduction].filter(Boolean).join(" "),
      publishedAt: profile?.updatedAt ?? business.createdAt,
    }));
  },
};

/** Reviewed qualification certificates, under their company's name. */
const qualificationSource: SearchSource = {
  name: "qualification",
  async load(db, ids) {
    const rows = await db
      .select({ certificate: qualificationCertificates, companyName: businesses.name })
      .from(qualificationCertificates)
      .innerJoin(businesses, eq(businesses.id, qualificationCertificates.businessId))
      .where(and(inArray(qualificationCertificates.id, ids), eq(qualificationCertificates.state, "certified")));
    return rows.map(({ certificate, companyName }) => ({
      refId: certificate.id,
      kind: "qualification",
      title: `${certificate.name}${certificate.level}资质 · ${companyName}`,
      body: `资质证书编号 ${certificate.certificateNo} 发证机关 ${certificate.issuingAuthority} 有效期至 ${certificate.validUntil}`,
      publishedAt: certificate.reviewedAt ?? certificate.submittedAt,
    }));
  },
};

/** Project needs the public pages show (published, past their deadline or completed). */
const projectSource: SearchSource = {
  name: "project",
  async load(db, ids) {
    const rows = await db
      .select({ project: marketProjects, publisher: businesses.name })
      .from(marketProjects)
      .innerJoin(businesses, eq(businesses.id, marketProjects.publisherBusinessId))
      .where(and(inArray(marketProjects.id, ids), isPublicProject()));
    return rows.map(({ project, publisher }) => ({
      refId: project.id,
      kind: "project",
      title: project.title,
      body: [regionNameOf(project.regionCode), project.category, project.requiredGrade, publisher, project.scope].filter(Boolean).join(" "),
      publishedAt: project.publishedAt ?? project.createdAt,
    }));
  },
};

/** Listings on the equipment market (已上架), with what a buyer types: machine, brand, model, place. */
const equipmentSource: SearchSource = {
  name: "equipment",
  async load(db, ids) {
    const rows = await db
      .select()
      .from(equipmentListings)
      .where(and(inArray(equipmentListings.id, ids), eq(equipmentListings.state, "listed")));
    return rows.map((row) => ({
      refId: row.id,
      kind: "equipment",
      title: row.title,
      body: [
        equipmentCategoryName(row.category),
        EQUIPMENT_TRADE_INFO[row.trade as EquipmentTrade]?.label,
        row.brand,
        row.model,
        `${row.year}年`,
        row.regionName,
        row.description,
      ]
        .filter(Boolean)
        .join(" "),
      publishedAt: row.updatedAt,
    }));
  },
};

/** Published labor teams and demands, with what a site manager types: trade, kind, city, company. */
const laborSource: SearchSource = {
  name: "labor",
  async load(db, ids) {
    const rows = await db
      .select({ listing: laborListings, company: businesses.name })
      .from(laborListings)
      .innerJoin(businesses, eq(businesses.id, laborListings.businessId))
      .where(and(inArray(laborListings.id, ids), eq(laborListings.state, "published")));
    return rows.map(({ listing, company }) => ({
      refId: listing.id,
      kind: "labor",
      title: listing.title,
      // 实名 counts only: the workers' ID numbers never reach this table, let alone the index.
      body: [listing.trade, LABOR_KIND_LABELS[listing.kind as LaborKind], regionNameOf(listing.regionCode), company, listing.description]
        .filter(Boolean)
        .join(" "),
      publishedAt: listing.createdAt,
    }));
  },
};

/** Public tender notices (招标公告, 候选人公示, 结果公告), with the tenderer and the sections. */
const tenderSource: SearchSource = {
  name: "tender",
  async load(db, ids) {
    const rows = await db
      .select({ tender: tenders, tenderer: businesses.name })
      .from(tenders)
      .innerJoin(businesses, eq(businesses.id, tenders.tendererBusinessId))
      .where(and(inArray(tenders.id, ids), publicTenderWhere));
    return rows.map(({ tender, tenderer }) => ({
      refId: tender.id,
      kind: "tender",
      title: tender.title,
      body: [tender.tenderNo, tenderer, tender.projectName, tender.location, ...tender.sections.map((s) => s.name), plainText(tender.description)]
        .filter(Boolean)
        .join(" "),
      publishedAt: tender.publishedAt ?? tender.createdAt,
    }));
  },
};

/** 已上架 building-material products, with what a buyer types: kind, brand, model, standard, company. */
const productSource: SearchSource = {
  name: "product",
  async load(db, ids) {
    const rows = await db
      .select({ product: catalogueProducts, company: businesses.name })
      .from(catalogueProducts)
      .innerJoin(businesses, eq(businesses.id, catalogueProducts.businessId))
      .where(and(inArray(catalogueProducts.id, ids), eq(catalogueProducts.state, "listed")));
    return rows.map(({ product, company }) => ({
      refId: product.id,
      kind: "product",
      title: product.name,
      body: [productCategoryPath(product.category), product.brand, product.model, product.standard, product.region, company, plainText(product.description)]
        .filter(Boolean)
        .join(" "),
      publishedAt: product.updatedAt,
    }));
  },
};

/** Every source, by the name the triggers queue it under. */
export const searchSources: ReadonlyMap<string, SearchSource> = new Map(
  [articleSource, helpSource, companySource, qualificationSource, projectSource, equipmentSource, tenderSource, laborSource, productSource].map((source) => [
    source.name,
    source,
  ]),
);
