import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

/** The circle. */
export const root = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    overflow: "hidden",
    borderRadius: vars.radius.round,
    background: vars.color.primary,
    verticalAlign: "middle",
    userSelect: "none",
  },
  variants: {
    size: {
      small: { width: 24, height: 24, fontSize: vars.font.sizeXs },
      medium: { width: 40, height: 40, fontSize: vars.font.sizeBody },
      large: { width: 64, height: 64, fontSize: vars.font.sizeXl },
    },
    shape: { circle: {}, square: { borderRadius: vars.radius.sm } },
  },
  defaultVariants: { size: "medium", shape: "circle" },
});

/** The picture. */
export const image = style({ width: "100%", height: "100%", objectFit: "cover" });

/** The initial shown without a picture. */
export const fallback = style({ color: vars.color.onPrimary, fontFamily: vars.font.body, fontWeight: vars.font.weightBold, lineHeight: 1 });
