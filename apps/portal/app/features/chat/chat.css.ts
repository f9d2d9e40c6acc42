import { vars } from "@cidp/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";

/** Height of one history row; fixed, so the window and the scroll anchor are exact. */
export const ROW_HEIGHT = 64;

export const layout = style({
  display: "grid",
  gridTemplateColumns: "280px 1fr",
  minHeight: "560px",
  maxWidth: "1366px",
  margin: "0 auto",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const list = style({ borderRight: `1px solid ${vars.color.border}`, overflowY: "auto", margin: 0, padding: 0, listStyle: "none" });

export const chatItem = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: vars.space.xxs,
  width: "100%",
  padding: vars.space.sm,
  border: "none",
  borderBottom: `1px solid ${vars.color.border}`,
  background: "transparent",
  textAlign: "left",
  cursor: "pointer",
  color: vars.color.text,
  selectors: { '&[aria-current="true"]': { background: vars.color.primarySubtle } },
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
export const paneHeader = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, fontWeight: 600 });
export const history = style({ position: "relative", overflowY: "auto", height: "420px" });
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
  padding: vars.space.xs,
  borderRadius: "6px",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
export const meta = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });
export const composer = style({ display: "flex", gap: vars.space.xs, padding: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });
export const input = style({ flex: 1, minHeight: "60px", resize: "vertical" });
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
