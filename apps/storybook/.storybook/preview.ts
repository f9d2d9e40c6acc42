import type { Preview } from "@storybook/react-vite";

const preview: Preview = {
  parameters: {
    // Every story must pass axe: a violation fails its component test.
    a11y: { test: "error" },
    controls: { expanded: true },
  },
  tags: ["autodocs"],
};

export default preview;
