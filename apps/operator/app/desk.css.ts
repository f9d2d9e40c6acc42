import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

// The back office's frame on the design system's tokens: the same colours, type and focus ring
// as the portal, laid out for desk work (a wide main column, tables, forms beside their lists).

globalStyle("body", { margin: 0, background: vars.color.surfaceSunken, color: vars.color.text, fontFamily: vars.font.body, fontSize: vars.font.sizeBody });
globalStyle("a", { color: vars.color.primary });
globalStyle("a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible", {
  outline: `3px solid ${vars.color.primary}`,
  outlineOffset: 2,
});

export const skipLink = style({
  position: "absolute",
  left: -10_000,
  selectors: { "&:focus": { left: vars.space.md, top: vars.space.md, background: vars.color.surface, padding: vars.space.sm, zIndex: 10 } },
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({ margin: 0, fontWeight: 600, fontSize: vars.font.sizeLarge });

export const nav = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 32,
  padding: `0 ${vars.space.xs}`,
  selectors: { '&[aria-current="page"]': { fontWeight: 700, textDecoration: "underline", textUnderlineOffset: 4 } },
});

/** The header's 退出登录: as tall as the areas' links, so its target meets the minimum size wherever the header wraps. */
export const logout = style({ minHeight: 32 });

export const main = style({
  maxWidth: 1200,
  margin: `${vars.space.lg} auto`,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const narrow = style({ maxWidth: 480 });

export const inlineForm = style({ display: "inline-flex", gap: vars.space.xs, alignItems: "center", margin: 0 });

export const stack = style({ display: "grid", gap: vars.space.md, maxWidth: 520 });

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, alignItems: "flex-start" });

export const facts = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${vars.space.xs} ${vars.space.md}` });
globalStyle(`${facts} dt`, { fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, wordBreak: "break-all" });

export const error = style({ color: vars.color.danger });
export const success = style({ color: vars.color.success });
export const muted = style({ color: vars.color.textMuted });

export const figure = style({ margin: 0 });
globalStyle(`${figure} img`, { maxWidth: 480, maxHeight: 320, border: `1px solid ${vars.color.border}` });

export const secret = style({ fontSize: 18, letterSpacing: 2, wordBreak: "break-all" });

export const qr = style({ width: 200, height: 200 });

export const select = style({
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.sizeBody,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});

/** A report's totals: one card a figure, as many to a row as fit. */
export const totals = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))", gap: vars.space.md, margin: 0 });
export const total = style({ padding: vars.space.md, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
globalStyle(`${total} dt`, { color: vars.color.textMuted });
globalStyle(`${total} dd`, { margin: 0, fontSize: vars.font.sizeLarge, fontWeight: 600 });

/** A chart drawn on the server: its SVG scales down with the column, never past its own size. */
export const chart = style({ margin: 0, padding: vars.space.md, background: vars.color.surface, border: `1px solid ${vars.color.border}` });
globalStyle(`${chart} figcaption`, { fontWeight: 600, marginBottom: vars.space.sm });
export const chartCanvas = style({});
globalStyle(`${chartCanvas} svg`, { display: "block", maxWidth: "100%", height: "auto" });

/** Text kept as written, its line breaks included (a lawyer's opinion). */
export const prewrap = style({ whiteSpace: "pre-wrap", lineHeight: 1.8 });
