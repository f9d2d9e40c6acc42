import type { StoredFiles } from "./stored-files.ts";

/** A listing's photo: a member's upload (by resource id) or a seeded picture of the media module (by address). */
export interface ListingPhoto {
  uploadId?: number;
  url?: string;
}

/**
 * What a photo naming both an upload and an address shows: its upload, the address standing only
 * for seeded pictures (建材产品); or the address written when it was saved (设备信息).
 */
type PhotoSourceOrder = "upload-first" | "address-first";

interface PhotoLinkOptions<Row> {
  /** Every photo of each row, or only its cover (the first). */
  all: boolean;
  order: PhotoSourceOrder;
  /** Public pages take lasting public links; the operator's review, inline ones. */
  link: "public" | "inline";
  /** The text of a row's photo, by its place among the row's photos. */
  alt(row: Row, index: number): string;
}

/**
 * The links of listings' photos, by row id: the members' uploads among them looked up in one read
 * (an upload that is not the owner's verified image shows nothing), seeded pictures by address.
 */
export async function listingPhotoLinks<Row extends { id: number; photos: readonly ListingPhoto[] }>(
  files: StoredFiles,
  rows: readonly Row[],
  options: PhotoLinkOptions<Row>,
): Promise<Map<number, { url: string; alt: string }[]>> {
  const shown = (row: Row) => (options.all ? row.photos : row.photos.slice(0, 1));
  const images = await files.images(rows.flatMap(shown).flatMap((photo) => (photo.uploadId ? [photo.uploadId] : [])));
  const urlOf = (photo: ListingPhoto): string | undefined => {
    const image = photo.uploadId ? images.get(photo.uploadId) : undefined;
    const uploaded = image && (options.link === "public" ? files.publicLink(image) : files.inlineLink(image));
    if (options.order === "address-first") return photo.url || uploaded;
    return uploaded || (photo.uploadId ? undefined : photo.url);
  };
  return new Map(
    rows.map((row) => [
      row.id,
      shown(row).flatMap((photo, index) => {
        const url = urlOf(photo);
        return url ? [{ url, alt: options.alt(row, index) }] : [];
      }),
    ]),
  );
}

/**
 * Every photo of one listing as the operator's review shows it: inline links (the review is not a
 * public page), each labelled with `label` and its place ("产品图片1", "设备照片2"…).
 */
export async function reviewPhotos<Row extends { id: number; photos: readonly ListingPhoto[] }>(
  files: StoredFiles,
  row: Row,
  order: PhotoSourceOrder,
  label: string,
): Promise<{ label: string; url: string }[]> {
  const photos = await listingPhotoLinks(files, [row], { all: true, order, link: "inline", alt: (_, index) => `${label}${index + 1}` });
  return (photos.get(row.id) ?? []).map(({ url, alt }) => ({ label: alt, url }));
}
