import * as styles from "./qr-card.css.ts";

/** Props of QrCard. */
export interface QrCardProps {
  src: string;
  /** E.g. "官方公众号"; also the image's alt text with "二维码". */
  caption: string;
  /** Square size in px; the spec's footer codes are 130. */
  size?: number;
  className?: string;
}

/** A QR code with its caption (footer: official account, app, customer service). */
export function QrCard({ src, caption, size = 130, className }: QrCardProps) {
  return (
    <figure className={[styles.root, className].filter(Boolean).join(" ")}>
      <img
        className={styles.image}
        src={src}
        alt={`${caption}二维码`}
        width={size}
        height={size}
        style={size === 130 ? undefined : { width: size, height: size }}
      />
      <figcaption className={styles.caption} aria-hidden="true">
        {caption}
      </figcaption>
    </figure>
  );
}
