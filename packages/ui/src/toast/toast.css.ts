import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

const slideDown = keyframes({ from: { opacity: 0, transform: "translateY(-12px)" }, to: { opacity: 1, transform: "translateY(0)" } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The stack at the top centre of the window. */
export const viewport = style({
  position: "fixed",
  top: vars.space.lg,
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: vars.zIndex.toast,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  outline: "none",
  maxWidth: "calc(100vw - 32px)",
});

/** One toast, tinted by type. */
export const root = recipe({
  base: {
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.sm,
    boxSizing: "border-box",
    minWidth: 240,
    maxWidth: 480,
    padding: `10px ${vars.space.md}`,
    border: "1px solid",
    borderRadius: vars.radius.sm,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.body,
    fontSize: vars.font.sizeBody,
    color: vars.color.text,
    selectors: {
      "&[data-state='open']": { animation: `${slideDown} ${vars.motion.normal} ease-out` },
      "&[data-state='closed']": { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
    },
    "@media": { "(prefers-reduced-motion: reduce)": { animation: "none !important" } },
  },
  variants: {
    type: {
      success: { background: vars.color.successSubtle, borderColor: vars.color.success },
      info: { background: vars.color.infoSubtle, borderColor: vars.color.info },
      warning: { background: vars.color.warningSubtle, borderColor: vars.color.brandWarning },
      error: { background: vars.color.dangerSubtle, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { type: "info" },
});

/** The type icon, in the type's text colour. */
export const icon = recipe({
  base: { flexShrink: 0, marginTop: 2 },
  variants: {
    type: {
      success: { color: vars.color.success },
      info: { color: vars.color.info },
      warning: { color: vars.color.warning },
      error: { color: vars.color.danger },
    },
  },
});

/** Title and description column. */
export const text = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, flex: 1, minWidth: 0 });

/** Title. */
export const title = style({ fontWeight: vars.font.weightBold });

/** Description. */
export const description = style({ fontSize: vars.font.sizeSmall, color: vars.color.text });
