import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** 客服工作台's own styles (the desk's shared ones are in desk.css.ts). */

/** The desk's figures: 待接入, 最长等待, 超时未接入, 在线客服, 服务时间. */
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
});
export const figure = style({ padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
globalStyle(`${figure} dt`, { color: vars.color.textMuted });
globalStyle(`${figure} dd`, { margin: 0, fontSize: vars.font.sizeLarge, fontWeight: 600 });
/** A figure that needs attention (someone has waited past the alert). */
export const alertFigure = style({ borderColor: vars.color.danger, borderWidth: 2 });
globalStyle(`${alertFigure} dd`, { color: vars.color.danger });

/** A wait past the alert, in the queue: bold, in the danger colour, with the word 超时 (not colour alone). */
export const overdue = style({ color: vars.color.danger, fontWeight: 700 });

/** A VIP company's mark in the queue (专属客服): a small tag, not a colour alone. */
export const vip = style({
  display: "inline-block",
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 700,
});

/** The conversation: the messages in a scrolling log, newest at the bottom. */
export const log = style({
  display: "grid",
  gap: vars.space.sm,
  maxHeight: 480,
  overflowY: "auto",
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  listStyle: "none",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const message = style({ maxWidth: "75%", padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const fromAgent = style({ marginLeft: "auto", background: vars.color.primarySubtle });
export const fromSystem = style({ margin: "0 auto", background: "transparent", color: vars.color.text, fontStyle: "italic", textAlign: "center" });
export const messageMeta = style({ display: "block", fontSize: vars.font.sizeXs, color: vars.color.text });
export const messageText = style({ margin: 0, whiteSpace: "pre-wrap", wordBreak: "break-word" });

/** The reply, transfer and close forms beside each other where they fit. */
export const actions = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))", gap: vars.space.lg, alignItems: "start" });
export const cannedList = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });
export const cannedItem = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  justifyContent: "space-between",
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
