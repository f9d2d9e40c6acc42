import { ELDER_MODE_ATTRIBUTE, ElderModeToggle, elderlyThemeClass, ReadAloud } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";

/**
 * The portal's header tools of the elder-friendly mode (适老化): the 长辈版 toggle applies the mode
 * to `<html>` as the portal does (the elderly theme class and `data-elder-mode="on"`), and 朗读
 * reads the main content below with the browser's speech synthesis.
 */
function ElderTools({ initiallyOn = false }: { initiallyOn?: boolean }) {
  const [on, setOn] = useState(initiallyOn);
  useEffect(() => {
    const html = document.documentElement;
    const before = { theme: html.classList.contains(elderlyThemeClass), attribute: html.getAttribute(ELDER_MODE_ATTRIBUTE) };
    html.classList.toggle(elderlyThemeClass, on);
    if (on) html.setAttribute(ELDER_MODE_ATTRIBUTE, "on");
    else html.removeAttribute(ELDER_MODE_ATTRIBUTE);
    // Leave <html> as the toolbar's theme had it for the next story.
    return () => {
      html.classList.toggle(elderlyThemeClass, before.theme);
      if (before.attribute) html.setAttribute(ELDER_MODE_ATTRIBUTE, before.attribute);
      else html.removeAttribute(ELDER_MODE_ATTRIBUTE);
    };
  }, [on]);
  return (
    <div>
      <div
        style={{
          display: "flex",
          gap: 8,
          alignItems: "center",
          justifyContent: "flex-end",
          padding: "4px 16px",
          background: "var(--cidp-color-surface-muted)",
        }}
      >
        <ElderModeToggle pressed={on} onPressedChange={setOn} />
        <ReadAloud target={() => document.getElementById("story-main")} />
      </div>
      <main id="story-main" style={{ padding: 16 }}>
        <h1 style={{ fontSize: "var(--cidp-font-size-xxl)", margin: 0 }}>平台公告</h1>
        <p>建筑产业互联网平台已开通长辈版：字号更大、对比更强、按钮更大，页面内容不再自动滚动，并可一键朗读。</p>
      </main>
    </div>
  );
}

const meta = {
  title: "适老化/ElderMode 长辈版与朗读",
  component: ElderTools,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ElderTools>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  name: "长辈版切换",
  play: async ({ canvas }) => {
    const html = document.documentElement;
    await userEvent.click(canvas.getByRole("button", { name: "长辈版" }));
    await expect(canvas.getByRole("button", { name: "标准版" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(html.getAttribute(ELDER_MODE_ATTRIBUTE)).toBe("on"));
    // The elderly theme's figures: 20 px body text, line height 1.75.
    await waitFor(() => expect(getComputedStyle(canvas.getByText(/已开通长辈版/)).fontSize).toBe("20px"));
    await userEvent.click(canvas.getByRole("button", { name: "标准版" }));
    await expect(canvas.getByRole("button", { name: "长辈版" })).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(html.hasAttribute(ELDER_MODE_ATTRIBUTE)).toBe(false));
  },
};

export const On: Story = { name: "长辈版已开启", args: { initiallyOn: true } };

/** 朗读 shows where the browser can speak; the story does not start it (it would talk during tests). */
export const ReadAloudControl: Story = {
  name: "朗读控件",
  play: async ({ canvas }) => {
    if (typeof window.speechSynthesis === "undefined") return;
    await expect(canvas.getByRole("button", { name: /^朗读/ })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "朗读控制" })).toBeInTheDocument();
  },
};
