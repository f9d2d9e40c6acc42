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
  // Phones: the conversations above the open one, each in the full width.
  "@media": { [media.phone]: { gridTemplateColumns: "minmax(0, 1fr)", minHeight: 0 } },
});

export const list = style({
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: "auto",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.phone]: { borderRight: "none", borderBottom: `1px solid ${vars.color.border}`, maxHeight: "240px" } },
});

export const chatItem = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: vars.space.xxs,
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: "none",
  borderBottom: `1px solid ${vars.color.border}`,
  background: "transparent",
  textAlign: "left",
  cursor: "pointer",
  color: vars.color.text,
  font: "inherit",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': { background: vars.color.primarySubtle, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
  },
  "@media": { [media.phone]: { minHeight: touchTarget } },
});

export const chatName = style({ fontWeight: 600, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const chatLast = style({ gridColumn: "1 / span 2", color: vars.color.textMuted, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const badge = style({
  minWidth: "20px",
  padding: `0 ${vars.space.xxs}`,
  borderRadius: "10px",
  background: vars.color.danger,
  color: vars.color.onPrimary,
  textAlign: "center",
  fontSize: vars.font.sizeXs,
  lineHeight: "20px",
});

export const pane = style({ display: "grid", gridTemplateRows: "auto 1fr auto", minHeight: 0 });
export const paneHeader = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});
export const history = style({ position: "relative", overflowY: "auto", height: "420px", "@media": { [media.phone]: { height: "50vh" } } });
export const row = style({
  position: "absolute",
  left: 0,
  right: 0,
  height: `${ROW_HEIGHT}px`,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  boxSizing: "border-box",
});
export const bubble = styleVariants({
  mine: { marginLeft: "auto", background: vars.color.primarySubtle },
  theirs: { marginRight: "auto", background: vars.color.surfaceMuted },
});
export const bubbleBase = style({
  maxWidth: "70%",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
export const meta = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });
/** A line the platform writes into the chat (客服 小刘 为您服务, 会话已结束): centred, no bubble. */
export const noticeLine = style({
  margin: "0 auto",
  maxWidth: "85%",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  textAlign: "center",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const composer = style({
  display: "flex",
  alignItems: "flex-end",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
/** The message box, in the form controls' style (packages/ui Input): border, radius, focus ring. */
export const input = style({
  flex: 1,
  minHeight: "72px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  resize: "vertical",
  font: "inherit",
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  boxSizing: "border-box",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px", borderColor: vars.color.primary } },
});
export const notice = style({ padding: vars.space.sm, color: vars.color.textMuted });
/** A visitor's prompt: why to log in, and the 登录 link that comes back here. */
export const loginPrompt = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, marginBottom: vars.space.md });

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
