import { media, touchTarget, vars } from "@cidp/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";

/** Height of one history row; fixed, so the window and the scroll anchor are exact. */
export const ROW_HEIGHT = 64;

/** The page's column: centred at the content width (1366 px, packages/ui README), like every page. */
export const page = style({ maxWidth: vars.layout.content, margin: "0 auto", padding: `${vars.space.lg} ${vars.space.md}`, boxSizing: "border-box" });

export const pageTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeXxl, lineHeight: vars.font.lineHeightTight, color: vars.color.text });

/** Conversations and the open chat on one white card. */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "280px 1fr",
  minHeight: "560px",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  overflow: "hidden",
export const notice = style({ padding: vars.space.sm, color: vars.color.textMuted });

/** The "loading older" note, laid over the top of the history so the rows never move for it. */
export const loadingOlder = style({
  position: "sticky",
  top: 0,
  height: 0,
  overflow: "visible",
  zIndex: 1,
  textAlign: "center",
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
});
