import { media, vars } from "@cidp/ui/theme";

// Style objects of page layouts that the features' stylesheets spread into their own classes.

/** Two columns side by side (`columns`, e.g. pictures beside the facts), one column on phones. */
export const besideLayout = (columns: string, gap: string = vars.space.lg) =>
  ({
    display: "grid",
    gridTemplateColumns: columns,
    gap,
    alignItems: "start",
    "@media": { [media.phone]: { gridTemplateColumns: "minmax(0, 1fr)" } },
  }) as const;

/** A white panel of a page section, at most `maxWidth` wide. */
export const whitePanel = (maxWidth: string) =>
  ({
    padding: vars.space.lg,
    background: vars.color.surface,
    borderRadius: vars.radius.md,
    margin: `${vars.space.md} 0`,
    maxWidth,
  }) as const;

/** A card's or a list item's facts on one muted, small line. */
export const mutedFactLine = {
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: `${vars.space.xs} 0 0`,
} as const;
