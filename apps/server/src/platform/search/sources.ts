import type { SEARCH_KINDS } from "@cidp/api-client/contract";
import type { Database } from "../../db/database.ts";
import { createSearchSourceRepository } from "./source-repository.ts";
import { CHANNEL_WORDS } from "./vocabulary.ts";

/** What the index keeps of one thing. */
export interface SearchableDocument {
  refId: number;
  kind: (typeof SEARCH_KINDS)[number];
  title: string;
  /** Plain text (no markup). */
  body: string;
  /** The names it is filed under (its channel, category or specialty): indexed as words, never shown. */
  tags?: readonly string[];
  publishedAt: Date;
}

/**
 * A kind of content the search reads. `load` answers the searchable ones among `ids`; an id it
 * leaves out (deleted, unpublished, not certified) leaves the index. The platform's content has its
 * sources here; a capability's content (projects, equipment, labor, tenders, products) has its
 * source in the capability (its public-sources.ts), registered by the composition root
 * (composition/public-sources.ts), and a trigger on its table (see migration 0022).
 */
export interface SearchSource {
  name: string;
  load(db: Database, ids: number[]): Promise<SearchableDocument[]>;
}

/** What kind of thing a document is (its result tab). */
type SearchKind = SearchableDocument["kind"];

/**
 * The source of a kind whose documents are one a row: the rows it finds searchable among the ids
 * (its query leaves the rest out, so they leave the index), each made its document.
 */
export function rowSearchSource<Row>(
  kind: SearchKind,
  searchableAmong: (db: Database, ids: number[]) => Promise<Row[]>,
  documentOf: (row: Row) => Omit<SearchableDocument, "kind">,
): SearchSource {
  return {
    name: kind,
    async load(db, ids) {
      return (await searchableAmong(db, ids)).map((row) => ({ ...documentOf(row), kind }));
    },
  };
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
    const rows = await createSearchSourceRepository(db).articlesAmong(ids);
    return rows.map((row) => ({
      refId: row.id,
      kind: articleKind(row.category),
      title: row.title,
      // The policy metadata is searchable too: a 文号 or 发文机关 finds the document.
      body: [row.summary, row.docNumber, row.issuingAuthority, row.source, plainText(row.content)].filter(Boolean).join(" "),
      tags: CHANNEL_WORDS[row.category] ?? [],
      publishedAt: row.publishedAt,
    }));
  },
};

/** Help pages: the navigation items that carry content (spec §3 footer). */
const helpSource = rowSearchSource(
  "help",
  (db, ids) => createSearchSourceRepository(db).helpPagesAmong(ids),
  (row) => ({ refId: row.id, title: row.articleTitle, body: plainText(row.content), publishedAt: row.updatedAt }),
);

/** Service packages (法律服务 and the platform's other packages): name, category, description and what they include. */
const packageSource = rowSearchSource(
  "package",
  (db, ids) => createSearchSourceRepository(db).packagesAmong(ids),
  (row) => ({
    refId: row.id,
    title: row.name,
    body: [row.description, ...row.features, row.period, row.details.provider ?? "", ...(row.details.scope ?? [])].join(" "),
    tags: [row.category],
    publishedAt: row.updatedAt,
  }),
);

/** Certified companies, as the directory shows them. */
const companySource = rowSearchSource(
  "company",
  (db, ids) => createSearchSourceRepository(db).certifiedCompaniesAmong(ids),
  ({ business, profile }) => ({
    refId: business.id,
    title: business.name,
    body: [profile?.industry, profile?.region, profile?.address, profile?.introduction].filter(Boolean).join(" "),
    publishedAt: profile?.updatedAt ?? business.createdAt,
  }),
);

/** Reviewed qualification certificates, under their company's name. */
const qualificationSource = rowSearchSource(
  "qualification",
  (db, ids) => createSearchSourceRepository(db).certifiedQualificationsAmong(ids),
  ({ certificate, companyName }) => ({
    refId: certificate.id,
    title: `${certificate.name}${certificate.level}资质 · ${companyName}`,
    body: `资质证书编号 ${certificate.certificateNo} 发证机关 ${certificate.issuingAuthority} 有效期至 ${certificate.validUntil}`,
    publishedAt: certificate.reviewedAt ?? certificate.submittedAt,
  }),
);

/**
 * Every source, by the name the triggers queue it under: the platform's own, and the
 * capabilities' once the composition root has registered them.
 */
const sources = new Map<string, SearchSource>(
  [articleSource, helpSource, packageSource, companySource, qualificationSource].map((source) => [source.name, source]),
);
export const searchSources: ReadonlyMap<string, SearchSource> = sources;

/**
 * Adds sources. The same source again is a no-op (every app of a process registers the same
 * ones); another source under a taken name is a wiring mistake and throws.
 */
export function registerSearchSources(added: readonly SearchSource[]): void {
  for (const source of added) {
    const known = sources.get(source.name);
    if (known && known !== source) throw new Error(`search source ${source.name} is already registered`);
    sources.set(source.name, source);
  }
}
