import { media, touchTarget, vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { filledMark } from "../../lib/control-styles.ts";

// Phones: the company selector spans its own line, the links and the bell share the next.
export const area = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  whiteSpace: "nowrap",
  "@media": { [media.phone]: { flexWrap: "wrap", justifyContent: "flex-end", rowGap: vars.space.xs, padding: `${vars.space.xs} 0` } },
});
// The server-rendered stand-in (HeaderUserArea) shows the company's name where the selector will be,
// on its own line of the selector's height on phones, so the hydrated area replaces it in place.
export const staticCompany = style({
  "@media": {
    [media.phone]: { display: "flex", alignItems: "center", width: "100%", minHeight: vars.layout.controlSmall, overflow: "hidden", textOverflow: "ellipsis" },
  },
});
// The selector's inline width is the domain's desktop rule (spec §9); a phone gives it the line.
globalStyle(`${area} > [data-testid="company-selector"]`, { "@media": { [media.phone]: { width: "100% !important" } } });
export const link = style({
  color: vars.color.primary,
  textDecoration: "none",
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { textDecoration: "underline" } },
  "@media": { [media.phone]: { display: "inline-flex", alignItems: "center", minHeight: touchTarget } },
});
export const bell = style({
  position: "relative",
  background: "none",
  border: 0,
  cursor: "pointer",
  padding: vars.space.xs,
  color: vars.color.text,
  font: "inherit",
  "@media": { [media.phone]: { minWidth: touchTarget, minHeight: touchTarget } },
});
export const badge = style({
  position: "absolute",
  top: "-6px",
  right: "-10px",
  minWidth: "18px",
  height: "18px",
  padding: "0 4px",
  borderRadius: vars.radius.round,
  background: vars.color.danger,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeXs,
  lineHeight: "18px",
  textAlign: "center",
});
export const drawerLoading = style({ display: "flex", justifyContent: "center", padding: vars.space.lg });
export const alert = style({ color: vars.color.danger, fontSize: vars.font.sizeSmall });
/** 已切换: the business a notice switched to, beside the selector, until the next page. */
export const switched = style(filledMark(vars.color.successSubtle, vars.color.success, `2px ${vars.space.sm}`));
