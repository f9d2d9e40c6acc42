import { style } from "@vanilla-extract/css";

/** The action's own box decides the layout: the marker around it takes no room of its own. */
export const marker = style({ display: "contents" });
