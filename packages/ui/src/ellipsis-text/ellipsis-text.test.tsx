import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { EllipsisText, isOverflowing } from "./ellipsis-text.tsx";

const long = "吉林省建筑产业互联网平台关于开展二〇二四年度优秀施工企业评选活动的通知";

describe("isOverflowing", () => {
  it.each([
    [100, 100, false],
    [102, 100, false],
    [103, 100, true],
  ])("scrollWidth %i over clientWidth %i -> %s", (scrollWidth, clientWidth, expected) => {
    const element = { scrollWidth, clientWidth, scrollHeight: 20, clientHeight: 20 } as HTMLElement;
    expect(isOverflowing(element)).toBe(expected);
  });
});

describe("EllipsisText", () => {
  it("shows a tooltip with the full text only when the text overflows", async () => {
    const screen = await render(
      <div style={{ width: 200 }}>
        <EllipsisText>{long}</EllipsisText>
      </div>,
    );
    const text = screen.getByText(long);
    await expect.element(text).toHaveAttribute("tabindex", "0");
    await text.hover();
    await expect.element(screen.getByRole("tooltip")).toHaveTextContent(long);
  });

  it("shows no tooltip when the text fits", async () => {
    const screen = await render(
      <div style={{ width: 600 }}>
        <EllipsisText>行业动态</EllipsisText>
      </div>,
    );
    const text = screen.getByText("行业动态");
    await expect.element(text).not.toHaveAttribute("tabindex");
    await text.hover();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.querySelector("[role='tooltip']")).toBeNull();
  });

  it("reveals the full text on keyboard focus", async () => {
    const screen = await render(
      <div style={{ width: 200 }}>
        <EllipsisText lines={2}>{long + long}</EllipsisText>
      </div>,
    );
    await expect.element(screen.getByText(long + long)).toHaveAttribute("tabindex", "0");
    await userEvent.tab();
    await expect.element(screen.getByRole("tooltip")).toBeInTheDocument();
  });
});
