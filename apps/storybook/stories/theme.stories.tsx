import { defaultTokens, elderlyThemeClass, sprinkles, vars } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

function Tokens() {
  return (
    <div className={sprinkles({ display: "flex", flexDirection: "column", gap: "lg" })}>
      <section>
        <h2 style={{ fontSize: vars.font.sizeXl }}>颜色</h2>
        <ul className={sprinkles({ display: "grid", gap: "sm" })} style={{ gridTemplateColumns: "repeat(4, 1fr)", listStyle: "none", padding: 0 }}>
          {Object.entries(defaultTokens.color).map(([name, value]) => (
            <li key={name} className={sprinkles({ display: "flex", alignItems: "center", gap: "sm" })}>
              <span
                aria-hidden="true"
                style={{
                  width: 32,
                  height: 32,
                  borderRadius: vars.radius.sm,
                  border: `1px solid ${vars.color.border}`,
                  background: `var(--cidp-color-${name.replace(/[A-Z0-9]+/g, (m) => `-${m.toLowerCase()}`)})`,
                }}
              />
              <span>
                {name} <code>{value}</code>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 style={{ fontSize: vars.font.sizeXl }}>字号</h2>
        {(["sizeXs", "sizeSmall", "sizeBody", "sizeLarge", "sizeXl", "sizeXxl"] as const).map((size) => (
          <p key={size} style={{ fontSize: vars.font[size], margin: 0 }}>
            {size}：建筑产业互联网平台正式上线
          </p>
        ))}
      </section>
      <section>
        <h2 style={{ fontSize: vars.font.sizeXl }}>布局宽度（§9）</h2>
        <ul>
          {Object.entries(defaultTokens.layout).map(([name, value]) => (
            <li key={name}>
              {name}：{value}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: "主题/Tokens 设计令牌",
  component: Tokens,
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/sizeBody：/)).toHaveStyle({ fontSize: "16px" });
  },
};

/** 适老化：大字号、高对比，运行时切换 class 即可生效。 */
export const Elderly: Story = {
  decorators: [(Story) => <div className={elderlyThemeClass}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/sizeBody：/)).toHaveStyle({ fontSize: "20px" });
  },
};
