import { Button, DropdownMenu } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

function CompanyMenu({ onSelect, defaultOpen }: { onSelect?: (id: string) => void; defaultOpen?: boolean }) {
  const [company, setCompany] = useState("1");
  const companies = [
    { id: "1", name: "长春建工集团有限公司" },
    { id: "2", name: "吉林省建材供应链有限公司" },
    { id: "3", name: "延边路桥工程有限公司" },
  ];
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost">{companies.find((c) => c.id === company)?.name} ▾</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>切换企业</DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={company}
          onValueChange={(id) => {
            setCompany(id);
            onSelect?.(id);
          }}
        >
          {companies.map((c) => (
            <DropdownMenu.RadioItem key={c.id} value={c.id}>
              {c.name}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator />
        <DropdownMenu.Item>个人中心</DropdownMenu.Item>
        <DropdownMenu.Item disabled>企业认证（审核中）</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: "浮层/DropdownMenu 下拉菜单",
  component: CompanyMenu,
  args: { onSelect: fn() },
} satisfies Meta<typeof CompanyMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const SelectWithKeyboard: Story = {
  name: "键盘切换企业",
  play: async ({ canvas, args }) => {
    canvas.getByRole("button").focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("menu")).toBeVisible());
    await userEvent.click(screen.getByRole("menuitemradio", { name: "延边路桥工程有限公司" }));
    await expect(args.onSelect).toHaveBeenCalledWith("3");
    await expect(canvas.getByRole("button")).toHaveTextContent("延边路桥工程有限公司");
  },
};
