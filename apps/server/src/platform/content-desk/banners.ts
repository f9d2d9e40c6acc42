import { BANNER_POSITIONS, type BannerFields, mediaPaths } from "@cidp/api-client/contract";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { banners } from "../cms/schema.ts";
import type { ContentActor, ContentDeskStaff } from "./content-desk.ts";
import { ContentDeskError } from "./content-desk.ts";

/**
 * 横幅管理: the home page's carousel and the inner pages' strip. A change is one statement with its
 * audit line; the banner table's trigger tells every portal instance, so the portal shows it at
 * once. A picture must be the platform's own (an upload of the desk, or a seeded picture).
 */
export function createBannerDesk(db: Database, staff: ContentDeskStaff) {
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

    async create(fields: BannerFields, actor: ContentActor): Promise<{ id: number }> {
      checkPicture(fields.imgUrl);
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(banners).values(fields).returning({ id: banners.id });
        if (!row) throw new Error("banner not written");
        await audit(tx, actor, "banner.created", row.id, fields);
        return row;
      });
    },

    async update(id: number, fields: BannerFields, actor: ContentActor): Promise<void> {
      checkPicture(fields.imgUrl);
      await db.transaction(async (tx) => {
        await rowOf(tx, id);
        await tx.update(banners).set(fields).where(eq(banners.id, id));
        await audit(tx, actor, "banner.updated", id, fields);
      });
    },

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
