import { vars } from "@cidp/ui";
import { globalStyle, style } from "@vanilla-extract/css";

/** A page's content column inside the shell: centred at 1366px (spec §9). */
export const inner = style({ maxWidth: "1366px", margin: "0 auto", padding: `${vars.space.lg} ${vars.space.md}` });

/** Label / value pairs of the member pages, on a white card. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  maxWidth: "640px",
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weightBold });
