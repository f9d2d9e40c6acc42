/**
 * The platform's own pictures (banners, covers, logos): rendered once into the object store in
 * several widths and formats, and served by the API under one path. A stored address names the
 * fallback file at the largest width; every other variant's address follows from it, so a page
 * can write `srcset` without another call.
 *
 * Address: `${mediaPaths.image}/<kind>/<name>.<hash>.<width>.<ext>`. The hash is of the picture's
 * source and rendering settings, so a changed picture gets a new address and any address may be
 * cached for good.
 */
export const mediaPaths = {
  /** GET /<kind>/<name>.<hash>.<width>.<ext>: one rendered variant, cached for a year. */
  image: "/api/cidp-media",
} as const;

/** The formats a picture is rendered in, best first; the last of a kind is its fallback. */
export const MEDIA_FORMATS = ["avif", "webp", "jpg", "png"] as const;
/** One rendered format (the file extension). */
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The MIME type of each format, as the server sends it and `<source type>` names it. */
export const mediaMimeTypes: Record<MediaFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png" };

/** A kind of picture: its intrinsic size (the largest width), the widths rendered and the fallback format. */
export interface MediaKind {
  width: number;
  height: number;
  widths: readonly number[];
  fallback: "jpg" | "png";
}

/**
 * The kinds: photos (banners, covers) fall back to JPEG, flat logos with transparency to PNG.
 * Banners cover a phone (480), a laptop at 1x or a phone at 2x (960) and a wide desktop (1600).
 */
export const mediaKinds = {
  banner: { width: 1600, height: 500, widths: [480, 960, 1600], fallback: "jpg" },
  cover: { width: 640, height: 400, widths: [320, 640], fallback: "jpg" },
  logo: { width: 160, height: 160, widths: [80, 160], fallback: "png" },
  partner: { width: 320, height: 120, widths: [160, 320], fallback: "png" },
} as const satisfies Record<string, MediaKind>;
/** The name of a kind. */
export type MediaKindName = keyof typeof mediaKinds;

/** One picture's identity: what its address is built from. */
export interface MediaRef {
  kind: MediaKindName;
  name: string;
  hash: string;
}

const NAME = "[a-z0-9]+(?:-[a-z0-9]+)*";
const ADDRESS = new RegExp(
  `^${mediaPaths.image}/(${Object.keys(mediaKinds).join("|")})/(${NAME})\\.([0-9a-f]{12})\\.(\\d{2,4})\\.(${MEDIA_FORMATS.join("|")})$`,
);

/** The address of one variant. */
export function mediaUrl(ref: MediaRef, width: number, format: MediaFormat): string {
  return `${mediaPaths.image}/${ref.kind}/${ref.name}.${ref.hash}.${width}.${format}`;
}

/** The stored address of a picture: its fallback at the largest width. */
export function mediaFallbackUrl(ref: MediaRef): string {
  const kind = mediaKinds[ref.kind];
  return mediaUrl(ref, kind.width, kind.fallback);
}

/**
 * Reads a variant's address; null for any other address (an upload, an outside picture) or a
 * width or format its kind does not have, so a caller never builds a `srcset` of missing files.
 */
export function parseMediaUrl(url: string): (MediaRef & { width: number; format: MediaFormat }) | null {
  const match = ADDRESS.exec(url);
  if (!match) return null;
  const kind = match[1] as MediaKindName;
  const width = Number(match[4]);
  const format = match[5] as MediaFormat;
  const spec: MediaKind = mediaKinds[kind];
  if (!spec.widths.includes(width)) return null;
  if ((format === "jpg" || format === "png") && format !== spec.fallback) return null;
  return { kind, name: match[2] as string, hash: match[3] as string, width, format };
}

/** The formats a kind is rendered in: AVIF, WebP and its fallback. */
export function mediaFormatsOf(kind: MediaKindName): readonly MediaFormat[] {
  return ["avif", "webp", mediaKinds[kind].fallback];
}
