import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { titleRow } from "../internal/style-rules.ts";
import { vars } from "../theme/contract.css.ts";

/** The card box. */
export const root = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    background: vars.color.surface,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    color: vars.color.text,
    overflow: "hidden",
  },
  variants: {
    bordered: { true: { border: `1px solid ${vars.color.border}` } },
    elevated: { true: { boxShadow: vars.shadow.md } },
    hoverable: { true: { transition: `box-shadow ${vars.motion.normal}`, selectors: { "&:hover, &:focus-within": { boxShadow: vars.shadow.lg } } } },
  },
  defaultVariants: { bordered: true },
});

/** Title row. */
export const header = style(titleRow);

/** Title. */
export const title = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold });

/** Body. */
export const body = style({ padding: vars.space.lg, flex: 1 });

/** Cover image. */
export const cover = style({ display: "block", width: "100%", objectFit: "cover" });

/** Footer. */
export const footer = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
