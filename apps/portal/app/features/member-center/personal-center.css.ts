import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** The personal center (spec §2 /user/default): white cards on the grey page, 16/24 px rhythm (packages/ui README). */
export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeXxl, lineHeight: vars.font.lineHeightTight });

/** Who the member is (left) beside what waits for them (right). */
export const overview = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)",
  gap: vars.space.lg,
  marginBottom: vars.space.lg,
  "@media": { "screen and (max-width: 720px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: vars.font.lineHeightTight });

export const identity = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const avatar = style({
  display: "inline-grid",
  placeItems: "center",
  flex: "0 0 auto",
  width: "56px",
  height: "56px",
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const name = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const facts = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${vars.space.sm} ${vars.space.lg}`, margin: 0 });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weightBold });

export const tasks = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

/** A waiting task as a row with the amber accent of the spec's warning colour. */
export const task = style({
  display: "flex",
  alignItems: "center",
  minHeight: vars.layout.control,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  boxShadow: `inset 3px 0 0 ${vars.color.brandWarning}`,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const none = style({ margin: 0, color: vars.color.textMuted });

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeLarge });

/** The member center's functions as a grid of tiles. */
export const tiles = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: vars.space.md,
});

export const tile = style({
  display: "grid",
  gap: vars.space.xxs,
  minHeight: "72px",
  alignContent: "center",
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: vars.font.weightBold,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    "&:hover": { borderColor: vars.color.brand, boxShadow: vars.shadow.md, color: vars.color.primary },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const tileGroup = style({ fontSize: vars.font.sizeXs, fontWeight: vars.font.weightRegular, color: vars.color.textMuted });

/** The notice that the member just founded the business they act for. */
export const founded = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.successSubtle,
  color: vars.color.success,
});
