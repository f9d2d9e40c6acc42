import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

/** The count pill or dot. */
export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    boxSizing: "border-box",
    borderRadius: vars.radius.round,
    fontFamily: vars.font.body,
    fontWeight: vars.font.weightBold,
    lineHeight: 1,
    whiteSpace: "nowrap",
  },
  variants: {
    tone: {
      danger: { background: vars.color.danger, color: vars.color.onPrimary },
      primary: { background: vars.color.primary, color: vars.color.onPrimary },
      muted: { background: vars.color.surfaceSunken, color: vars.color.text },
    },
    dot: {
      true: { width: 8, height: 8, padding: 0 },
      false: { minWidth: 20, height: 20, padding: `0 6px`, fontSize: vars.font.sizeXs },
    },
  },
  defaultVariants: { tone: "danger", dot: false },
});

/** Wrapper when the badge sits on the corner of its child. */
export const anchor = style({ position: "relative", display: "inline-flex" });

/** Corner position. */
export const corner = style({ position: "absolute", top: 0, right: 0, transform: "translate(50%, -50%)" });
