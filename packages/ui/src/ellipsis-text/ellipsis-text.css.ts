import { style } from "@vanilla-extract/css";

/** One line with an ellipsis. */
export const single = style({ display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", minWidth: 0 });

/** Several lines clamped; the line count comes from an inline style. */
export const multi = style({ display: "-webkit-box", WebkitBoxOrient: "vertical", overflow: "hidden", wordBreak: "break-all", minWidth: 0 });
