import { IMAGE_PREVIEW_EXTENSIONS } from "@cidp/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { signFileLink } from "./file-link.ts";
import { ResourceStatus, uploadResources } from "./schema.ts";
import { uploadServicePaths } from "./upload.schemas.ts";

/** A stored image as other modules refer to it. */
export interface StoredImage {
  id: number;
  fileName: string;
  /** Bytes, as verified in the object store: callers hold files to their own size rules. */
  size: number;
}

/** What other modules may ask of the upload service's files, without reaching into its storage. */
export interface StoredFiles {
  /** The member's own verified images among the given resources, by id (others' files and other kinds are absent). */
  ownImages(memberId: number, ids: readonly number[]): Promise<Map<number, StoredImage>>;
  /** Images by id, whoever owns them, for pages that already checked the reader may see them. */
  images(ids: readonly number[]): Promise<Map<number, StoredImage>>;
  /** A signed, expiring inline link to an image, for an `<img>` of a page that checked who reads it. */
  inlineLink(image: StoredImage): string;
  /** A lasting inline link, for images everyone may see (a member's avatar, shown to their contacts). */
  publicLink(image: StoredImage): string;
  /** The member's own verified files among the given resources whose extension is one of `extensions` (attachments such as certificates). */
  ownFiles(memberId: number, ids: readonly number[], extensions: readonly string[]): Promise<Map<number, StoredImage>>;
  /** Files by id, whoever owns them, for pages that already checked the reader may see them. */
  files(ids: readonly number[]): Promise<Map<number, StoredImage>>;
  /** A signed, expiring download link to a file. */
  downloadLink(file: StoredImage): string;
  /** Every verified file the member uploaded (newest first, at most 1,000), with an hour's download link each. */
  ownedFiles(memberId: number): Promise<{ fileName: string; size: number; uploadedAt: Date; link: string }[]>;
}

/**
 * Raster images only: an SVG can carry script, and these images are shown on the services' own
 * origin (the operator area), where one opened directly would run with that origin's rights.
 */
const imageExtensions: readonly string[] = IMAGE_PREVIEW_EXTENSIONS.filter((ext) => ext !== "svg" && ext !== "tif");

/** A member's own files in a data export: far more than anyone uploads by hand, bounded all the same. */
const OWNED_FILES_LIMIT = 1000;

/** Ten years: a public image's link outlives any page that shows it; replacing the image replaces the link. */
const PUBLIC_LINK_TTL_SECONDS = 10 * 365 * 86_400;

/** The upload service's files for other modules; `secret` is the one that signs the download links. */
export function createStoredFiles(db: Database, secret: string): StoredFiles {
  async function select(ids: readonly number[], memberId?: number, extensions: readonly string[] = imageExtensions) {
    if (ids.length === 0) return new Map<number, StoredImage>();
    const conditions = [inArray(uploadResources.id, [...ids]), eq(uploadResources.status, ResourceStatus.complete)];
    if (memberId !== undefined) conditions.push(eq(uploadResources.createdBy, memberId));
    const rows = await db
      .select({ id: uploadResources.id, fileName: uploadResources.fileName, extName: uploadResources.extName, size: uploadResources.size })
      .from(uploadResources)
      .where(and(...conditions));
    return new Map(
      rows.filter((row) => extensions.includes(row.extName.toLowerCase())).map((row) => [row.id, { id: row.id, fileName: row.fileName, size: row.size }]),
    );
  }
  return {
    ownImages: (memberId, ids) => select(ids, memberId),
    images: (ids) => select(ids),
    ownFiles: (memberId, ids, extensions) => select(ids, memberId, extensions),
    files: (ids) => select(ids, undefined, [...imageExtensions, "pdf"]),
    downloadLink: (file) => signFileLink(secret, uploadServicePaths.file, file.id, file.fileName, "attachment"),
    inlineLink: (image) => signFileLink(secret, uploadServicePaths.file, image.id, image.fileName, "inline"),
    async ownedFiles(memberId) {
      const rows = await db
        .select()
        .from(uploadResources)
        .where(and(eq(uploadResources.createdBy, memberId), eq(uploadResources.status, ResourceStatus.complete)))
        .orderBy(desc(uploadResources.id))
        .limit(OWNED_FILES_LIMIT);
      return rows.map((row) => ({
        fileName: row.fileName,
        size: row.size,
        uploadedAt: row.createdAt,
        link: signFileLink(secret, uploadServicePaths.file, row.id, row.fileName, "attachment"),
      }));
    },
    publicLink: (image) => signFileLink(secret, uploadServicePaths.file, image.id, image.fileName, "inline", Date.now(), PUBLIC_LINK_TTL_SECONDS),
  };
}
