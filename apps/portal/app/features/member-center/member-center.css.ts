import { media, touchTarget, vars } from "@cidp/ui/theme";
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

/** Side menu and page side by side, centred at 1366px (spec §9). */
export const frame = style({
  display: "grid",
  gridTemplateColumns: "200px minmax(0, 1fr)",
  gap: vars.space.lg,
  maxWidth: "1366px",
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md}`,
  alignItems: "start",
  // Below the desktop layout: one column, the menu (behind its button) above the page.
  "@media": { [media.compact]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md, padding: `${vars.space.md} ${vars.space.md}` } },
});

/** The menu column: the menu button (narrow screens only) and the menu. */
export const side = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });

const menuBase = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: `${vars.space.sm} 0` });
/** The desktop's side menu; below the desktop layout the menu button's copy takes its place. */
export const menu = style([menuBase, { "@media": { [media.compact]: { display: "none" } } }]);
/** The menu button's copy, in the page's flow under its button. */
export const menuCompact = style([menuBase, { marginTop: vars.space.sm }]);

export const groupTitle = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const link = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.lg}`,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.primarySubtle },
    '&[aria-current="page"]': { color: vars.color.primary, background: vars.color.primarySubtle, fontWeight: vars.font.weightBold },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
  },
  "@media": { [media.compact]: { display: "flex", alignItems: "center", minHeight: touchTarget } },
});

/** The business the member acts for, above the page. */
export const business = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

/** The page inside the frame: the frame already pads and centres it. */
export const page = style({ minWidth: 0 });
globalStyle(`${page} > div`, { maxWidth: "none", padding: 0 });

const statusBase = style({ padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, border: "1px solid currentColor", fontSize: vars.font.sizeSmall });

/** A certification state as a small outlined tag (text colours keep 4.5:1 on white). */
export const status = styleVariants({
  success: [statusBase, { color: vars.color.success }],
  warning: [statusBase, { color: vars.color.warning }],
  danger: [statusBase, { color: vars.color.danger }],
  neutral: [statusBase, { color: vars.color.textMuted }],
});

const noticeBase = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.sm, margin: `${vars.space.sm} 0` });

/** An action's answer: done, or refused with the reason. */
export const notice = styleVariants({
  ok: [noticeBase, { background: vars.color.successSubtle, color: vars.color.success }],
  refused: [noticeBase, { background: vars.color.dangerSubtle, color: vars.color.danger }],
});

/** What to do about a refusal (a link on), right under it. */
export const remedy = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: 600 });
