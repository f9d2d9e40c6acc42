import { createGlobalTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";

// The spec's brand blue #0079fe reaches only 4.1:1 against white, so text-bearing fills use a
// darker primary (5.8:1) and the brand blue stays for accents and large graphics.
createGlobalTheme(":root", vars, {
  color: {
    brand: "#0079fe",
    primary: "#0062cc",
    primaryHover: "#004fa6",
    onPrimary: "#ffffff",
    success: "#1a7f2b",
    warning: "#8a5a00",
    danger: "#c62828",
    text: "#1f2329",
    textMuted: "#555c66",
    surface: "#ffffff",
    surfaceMuted: "#f5f6f8",
    border: "#d0d5dd",
    focus: "#0062cc",
  },
  font: {
    body: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", system-ui, sans-serif',
    sizeBody: "16px",
    sizeSmall: "14px",
    sizeLarge: "18px",
  },
  space: { xs: "4px", sm: "8px", md: "16px", lg: "24px" },
  radius: { sm: "4px", md: "8px" },
});
