import { elderlyThemeClass } from "@cidp/ui";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect } from "react";

// The theme goes on <html> (as in the portal) so Radix portals rendered into <body> follow it.
const withTheme: Decorator = (Story, context) => {
  const elderly = context.globals.theme === "elderly";
  useEffect(() => {
    document.documentElement.classList.toggle(elderlyThemeClass, elderly);
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
          { value: "elderly", title: "适老化（大字高对比）" },
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
