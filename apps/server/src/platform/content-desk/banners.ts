import { BANNER_POSITIONS, type BannerFields, mediaPaths } from "@cidp/api-client/contract";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { banners } from "../cms/schema.ts";
import type { ContentActor, ContentDeskStaff } from "./content-desk.ts";
import { ContentDeskError } from "./content-desk.ts";
import { type LinkChangeApplier, type LinkReviewGate, newOffSiteLinks } from "./link-reviews.ts";

/** What a banner change answers: the new banner's id (null while held), and whether it waits for 内容审核. */
export interface BannerChange {
  id: number | null;
  waitsForReview: boolean;
}

/**
 * 横幅管理: the home page's carousel and the inner pages' strip. A change is one statement with its
 * audit line; the banner table's trigger tells every portal instance, so the portal shows it at
 * once. A picture must be the platform's own (an upload of the desk, or a seeded picture). A banner
 * that would lead off the platform to an address it did not lead to before waits for 内容审核.
 */
export function createBannerDesk(db: Database, staff: ContentDeskStaff, reviews: LinkReviewGate) {
  const checkPicture = (url: string) => {
    if (!url.startsWith(`${mediaPaths.image}/`)) throw new ContentDeskError(400, "请上传横幅图片");
  };
  const audit = (tx: Database, actor: ContentActor, action: string, id: number, fields: Pick<BannerFields, "title" | "position">) =>
    staff.audit(tx, actor, action, id, { title: `${BANNER_POSITIONS[fields.position]}：${fields.title}` }, "banner");

  async function rowOf(tx: Database, id: number) {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for("update").limit(1);
    if (!row || !(row.position in BANNER_POSITIONS)) throw new ContentDeskError(404, "横幅不存在");
    return row;
  }

  async function insert(tx: Database, fields: BannerFields, actor: ContentActor): Promise<number> {
    const [row] = await tx.insert(banners).values(fields).returning({ id: banners.id });
    if (!row) throw new Error("banner not written");
    await audit(tx, actor, "banner.created", row.id, fields);
    return row.id;
  }

  async function write(tx: Database, id: number, fields: BannerFields, actor: ContentActor): Promise<void> {
    await tx.update(banners).set(fields).where(eq(banners.id, id));
    await audit(tx, actor, "banner.updated", id, fields);
  }

  return {
    async list() {
      const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.sort), asc(banners.id));
      return rows
        .filter((row) => row.position in BANNER_POSITIONS)
        .map((row) => {
          const position = row.position as BannerFields["position"];
          return {
            id: row.id,
            position,
            positionLabel: BANNER_POSITIONS[position],
            title: row.title,
            linkUrl: row.linkUrl,
            sort: row.sort,
            imgUrl: row.imgUrl,
          };
        });
    },

    async create(fields: BannerFields, actor: ContentActor): Promise<BannerChange> {
      checkPicture(fields.imgUrl);
      return db.transaction(async (tx) => {
        const offSiteLinks = newOffSiteLinks([fields.linkUrl], []);
        if (offSiteLinks.length > 0) {
          await reviews.hold(tx, { kind: "banner", targetId: null, title: fields.title, offSiteLinks, change: fields }, actor);
          return { id: null, waitsForReview: true };
        }
        return { id: await insert(tx, fields, actor), waitsForReview: false };
      });
    },

    async update(id: number, fields: BannerFields, actor: ContentActor): Promise<BannerChange> {
      checkPicture(fields.imgUrl);
      return db.transaction(async (tx) => {
        const row = await rowOf(tx, id);
        const offSiteLinks = newOffSiteLinks([fields.linkUrl], [row.linkUrl]);
        if (offSiteLinks.length > 0) {
          await reviews.hold(tx, { kind: "banner", targetId: id, title: fields.title, offSiteLinks, change: fields }, actor);
          return { id, waitsForReview: true };
        }
        await write(tx, id, fields, actor);
        return { id, waitsForReview: false };
      });
    },

    /** Applies an approved banner change, as its editor wrote it. */
    applyReviewed: (async (tx, held, editor) => {
      const fields = held.change as BannerFields;
      if (held.targetId === null) await insert(tx, fields, editor);
      else {
        await rowOf(tx, held.targetId);
        await write(tx, held.targetId, fields, editor);
      }
    }) satisfies LinkChangeApplier,

    async remove(id: number, actor: ContentActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await rowOf(tx, id);
        await tx.delete(banners).where(eq(banners.id, id));
        await audit(tx, actor, "banner.deleted", id, { title: row.title, position: row.position as BannerFields["position"] });
      });
    },
  };
}

export type BannerDesk = ReturnType<typeof createBannerDesk>;
