import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Badge, formatBadgeCount } from "./badge.tsx";

describe("formatBadgeCount", () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, "1"],
    [98, "98"],
    [99, "99"],
    [100, "99+"],
    [12345, "99+"],
    [2.7, "2"],
  ])("%s -> %s", (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });

  it("honours a custom cap", () => {
    expect(formatBadgeCount(10, 9)).toBe("9+");
  });
});

describe("Badge", () => {
  it("renders nothing at 0, keeping its child", async () => {
    const screen = await render(
      <Badge count={0}>
        <span>消息</span>
      </Badge>,
    );
    expect(screen.container.textContent).toBe("消息");
  });

  it("shows 99+ above 99 and speaks the real count", async () => {
    const screen = await render(<Badge count={120} />);
    await expect.element(screen.getByText("99+")).toBeVisible();
    await expect.element(screen.getByText("120条未读")).toBeInTheDocument();
  });
});
