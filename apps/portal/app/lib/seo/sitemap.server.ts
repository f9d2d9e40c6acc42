import { clientCall } from "@cidp/api-client";
import { SITEMAP_ENTRIES_LIMIT, SITEMAP_FILE_LIMIT, sitemapCalls } from "@cidp/api-client/contract";
import { publicCache } from "../public-cache.server.ts";
import { portalRequest, type RequestContext } from "../session/portal-request.server.ts";
import { detailPath, fixedPages, listedTypes, type SitemapFile, type SitemapType, sitemapFilePath } from "./sitemap-content.ts";
import { type SitemapLocation, sitemapIndexXml, urlsetXml } from "./sitemap-xml.ts";

/** How long crawlers and shared caches may keep robots.txt and the sitemaps (the content changes by the hour, not the second). */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

/** What a platform's sitemap depends on: its code and the sections it hides (null code: no configuration, the generic platform). */
interface SitemapPlatform {
  readonly platformCode: string | null;
  readonly hiddenSections?: readonly string[] | undefined;
}

/** The platform the request's host is configured with. */
async function platformOf(context: RequestContext): Promise<SitemapPlatform> {
  const config = await portalRequest(context).platform();
  return { platformCode: config?.platformCode ?? null, hiddenSections: config?.hiddenSections };
}

/** Every kind's files, as the services split them (shared by the index and the files for a short while). */
function contentFiles(context: RequestContext) {
  return publicCache.get("sitemap-files", async () => (await clientCall(sitemapCalls.files)(portalRequest(context).visitor, { silent: true })).data);
}

type ContentFile = Awaited<ReturnType<typeof contentFiles>>[number];

/** The newest of some `yyyy-MM-dd HH:mm:ss` times (they sort as text); undefined for none. */
function newest(times: readonly string[]): string | undefined {
  return times.reduce<string | undefined>((latest, time) => (latest === undefined || time > latest ? time : latest), undefined);
}

/** The fixed pages of a platform, each dated by the newest entry of the kinds it shows. */
function pageLocations(origin: string, platform: SitemapPlatform, files: readonly ContentFile[]): SitemapLocation[] {
  return fixedPages(platform.platformCode, platform.hiddenSections).map((page) => ({
    loc: `${origin}${page.path}`,
    lastmod: newest(files.flatMap((file) => (page.changesWith.includes(file.type) && file.lastmod !== null ? [file.lastmod] : []))),
  }));
}

/** The entries of one file of a kind: its range of ids, read by key in calls of the services' page size (a range holds at most a file's size). */
async function fileLocations(context: RequestContext, origin: string, file: ContentFile): Promise<SitemapLocation[]> {
  const client = portalRequest(context).visitor;
  const locations: SitemapLocation[] = [];
  let after: number | null = file.after;
  while (after !== null && locations.length < SITEMAP_FILE_LIMIT) {
    const size = Math.min(SITEMAP_ENTRIES_LIMIT, SITEMAP_FILE_LIMIT - locations.length);
    const page: { records: { id: number; lastmod: string }[]; next: number | null } = (
      await clientCall(sitemapCalls.entries)(client, { type: file.type, after, before: file.before, size }, { silent: true })
    ).data;
    for (const record of page.records) locations.push({ loc: `${origin}${detailPath(file.type, record.id)}`, lastmod: record.lastmod });
    after = page.next;
  }
  return locations;
}

/** The request's origin, and the files of the kinds its platform lists (party building is hidden where the platform hides it). */
async function listing(request: Request, context: RequestContext) {
  const [platform, files] = await Promise.all([platformOf(context), contentFiles(context)]);
  const types: readonly SitemapType[] = listedTypes(platform.platformCode, platform.hiddenSections);
  return { origin: new URL(request.url).origin, platform, types, files: files.filter((file) => types.includes(file.type)) };
}

/** sitemap.xml: the fixed pages' sitemap, then every file of every kind the request's platform lists. */
export async function sitemapIndex(request: Request, context: RequestContext): Promise<string> {
  const { origin, platform, files } = await listing(request, context);
  const pages = pageLocations(origin, platform, files);
  return sitemapIndexXml([
    { loc: `${origin}${sitemapFilePath("pages")}`, lastmod: newest(pages.flatMap((page) => (page.lastmod ? [page.lastmod] : []))) },
    ...files.map((file) => ({ loc: `${origin}${sitemapFilePath(file.type, file.page)}`, lastmod: file.lastmod ?? undefined })),
  ]);
}

/**
 * One sitemap of the index, or null when the platform lists no such file (the route answers 404).
 * A listed kind without content yet has an empty first file, so its address never breaks.
 */
export async function sitemapFile(request: Request, context: RequestContext, name: SitemapFile, page: number): Promise<string | null> {
  const { origin, platform, types, files } = await listing(request, context);
  if (name === "pages") return page === 1 ? urlsetXml(pageLocations(origin, platform, files)) : null;
  if (!types.includes(name)) return null;
  const file = files.find((candidate) => candidate.type === name && candidate.page === page);
  if (file) return urlsetXml(await fileLocations(context, origin, file));
  return page === 1 ? urlsetXml([]) : null;
}
