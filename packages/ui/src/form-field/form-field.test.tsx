import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Input } from "../input/input.tsx";
import { Radio } from "../radio/radio.tsx";
import { Select } from "../select/select.tsx";
import { FormField } from "./form-field.tsx";

describe("FormField", () => {
  it("labels the control and describes it with the hint", async () => {
    const screen = await render(
      <FormField label="企业名称" hint="请填写营业执照上的名称">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "企业名称" });
    await expect.element(input).toHaveAccessibleDescription("请填写营业执照上的名称");
    await expect.element(input).not.toHaveAttribute("aria-invalid");
  });

  it("marks the control invalid and announces the error", async () => {
    const screen = await render(
      <FormField label="手机号" error="请输入11位手机号！" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: /手机号/ });
    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    await expect.element(input).toBeRequired();
    await expect.element(input).toHaveAccessibleDescription("请输入11位手机号！");
    await expect.element(screen.getByRole("alert")).toHaveTextContent("请输入11位手机号！");
  });

  it("names a radio group and a select from its label", async () => {
    const screen = await render(
      <>
        <FormField label="企业类型">
          <Radio
            options={[
              { value: "require", label: "需求方" },
              { value: "supply", label: "供应方" },
            ]}
          />
        </FormField>
        <FormField label="所在地区">
          <Select options={[{ value: "cc", label: "长春市" }]} />
        </FormField>
      </>,
    );
    await expect.element(screen.getByRole("radiogroup", { name: "企业类型" })).toBeInTheDocument();
    await expect.element(screen.getByRole("combobox", { name: "所在地区" })).toBeInTheDocument();
  });
});
