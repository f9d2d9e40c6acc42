import { type MediaRef, mediaFormatsOf, mediaKinds, mediaMimeTypes, mediaUrl, parseMediaUrl } from "@cidp/api-client/contract";
import { preload } from "react-dom";

/** How a picture loads: the page's largest first picture eagerly and first of all, the rest when scrolled near. */
export type PictureLoading = "priority" | "eager" | "lazy";

/** Props of ResponsivePicture. */
export interface ResponsivePictureProps {
  /** A stored address: a rendered picture's (any variant) or any other image address. */
  src: string;
  /** Chinese text; "" for a decorative picture whose meaning the text beside it carries. */
  alt: string;
  /** The `sizes` of the picture's layout slot, e.g. "100vw" or "(max-width: 600px) 50vw, 240px". */
  sizes: string;
  loading?: PictureLoading;
  className?: string;
  /** Size of an address that is not a rendered picture (rendered ones know their own). */
  width?: number;
  height?: number;
}

function srcSet(ref: MediaRef, format: Parameters<typeof mediaUrl>[2]): string {
  return mediaKinds[ref.kind].widths.map((width) => `${mediaUrl(ref, width, format)} ${width}w`).join(", ");
}

/**
 * A picture in every width and format the platform rendered: AVIF, then WebP, then the JPEG or
 * PNG fallback, each with a `srcset` the browser picks from by `sizes`. Width and height are the
 * intrinsic ones, so the slot is reserved before a byte arrives (no layout shift). A "priority"
 * picture is also preloaded from the document head with the same `imagesrcset`, so it starts
 * before the stylesheet and scripts (the home banner is the page's largest contentful paint).
 */
export function ResponsivePicture({ src, alt, sizes, loading = "lazy", className, width, height }: ResponsivePictureProps) {
  const ref = parseMediaUrl(src);
  const lazy = loading === "lazy";
  const priority = loading === "priority" ? "high" : undefined;
  if (!ref) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        className={className}
        loading={lazy ? "lazy" : "eager"}
        decoding="async"
        fetchPriority={priority}
      />
    );
  }
  const kind = mediaKinds[ref.kind];
  const formats = mediaFormatsOf(ref.kind);
  const fallback = formats[formats.length - 1] ?? kind.fallback;
  if (loading === "priority") {
    // AVIF only: every browser that acts on imagesrcset preloads also decodes AVIF, and the <source> below picks the same file.
    preload(mediaUrl(ref, kind.width, "avif"), {
      as: "image",
      type: mediaMimeTypes.avif,
      imageSrcSet: srcSet(ref, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      {formats.slice(0, -1).map((format) => (
        <source key={format} type={mediaMimeTypes[format]} srcSet={srcSet(ref, format)} sizes={sizes} />
      ))}
      <img
        src={mediaUrl(ref, kind.widths[Math.min(1, kind.widths.length - 1)] ?? kind.width, fallback)}
        srcSet={srcSet(ref, fallback)}
        sizes={sizes}
        alt={alt}
        width={kind.width}
        height={kind.height}
        className={className}
        loading={lazy ? "lazy" : "eager"}
        decoding={lazy ? "async" : "auto"}
        fetchPriority={priority}
      />
    </picture>
  );
}
