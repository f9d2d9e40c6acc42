import { ELDER_MODE_ATTRIBUTE, elderlyThemeClass } from "@cidp/ui";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect } from "react";

// The theme goes on <html> (as in the portal) so Radix portals rendered into <body> follow it; the
// elderly theme with `data-elder-mode="on"` as the portal's 长辈版 sets them, so moving parts stand still too.
const withTheme: Decorator = (Story, context) => {
  const elderly = context.globals.theme === "elderly";
  useEffect(() => {
    document.documentElement.classList.toggle(elderlyThemeClass, elderly);
    if (elderly) document.documentElement.setAttribute(ELDER_MODE_ATTRIBUTE, "on");
    else document.documentElement.removeAttribute(ELDER_MODE_ATTRIBUTE);
    document.documentElement.lang = "zh-CN";
  }, [elderly]);
  return <Story />;
};

const preview: Preview = {
  parameters: {
    // Every story must pass axe: a violation fails its component test.
    a11y: { test: "error" },
    controls: { expanded: true },
    layout: "padded",
  },
  globalTypes: {
    theme: {
      description: "主题（默认 / 适老化）",
      toolbar: {
        title: "主题",
        icon: "contrast",
        items: [
          { value: "default", title: "默认" },
          { value: "elderly", title: "长辈版（适老化：大字、高对比、不自动滚动）" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "default" },
  decorators: [withTheme],
  tags: ["autodocs"],
};

export default preview;
