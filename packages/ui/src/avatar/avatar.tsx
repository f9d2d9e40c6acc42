import { Avatar as RadixAvatar } from "radix-ui";
import * as styles from "./avatar.css.ts";

/** Props of Avatar. */
export interface AvatarProps {
  src?: string;
  /** The person or company; its first character is the fallback, and it names the image. */
  name: string;
  size?: "small" | "medium" | "large";
  shape?: "circle" | "square";
  /** Set when the name is already written next to the avatar, to avoid reading it twice. */
  decorative?: boolean;
  className?: string;
}

/** A picture of a user or company (Radix Avatar), falling back to the first character of the name. */
export function Avatar({ src, name, size, shape, decorative = false, className }: AvatarProps) {
  const initial = Array.from(name.trim())[0] ?? "?";
  return (
    <RadixAvatar.Root
      className={[styles.root({ size, shape }), className].filter(Boolean).join(" ")}
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {src ? <RadixAvatar.Image className={styles.image} src={src} alt="" /> : null}
      <RadixAvatar.Fallback className={styles.fallback} delayMs={src ? 300 : 0} aria-hidden="true">
        {initial}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
