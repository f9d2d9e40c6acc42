import { ELDER_MODE_ATTRIBUTE, vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { hotTopics } from "./site-header.css.ts";

export const tools = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexShrink: 0, marginInlineStart: "auto" });

// In elder mode the hot topics stand still and show every line, so their one-line window opens up.
globalStyle(`[${ELDER_MODE_ATTRIBUTE}="on"] ${hotTopics}`, { height: "auto", overflow: "visible" });
