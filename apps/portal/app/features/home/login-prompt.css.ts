import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** The notice above the banner: a warm, bordered box the eye finds first, text at full contrast. */
export const prompt = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  margin: `${vars.space.md} auto`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  maxWidth: 1200,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.text,
});

export const message = style({ margin: 0, flex: "1 1 16em" });
