import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxChoices } from "./labelled-controls.tsx";

describe("CheckboxChoices", () => {
  it("names every box alike under its legend, ticking only the options marked checked", () => {
    const html = renderToStaticMarkup(
      <CheckboxChoices
        legend="角色"
        name="roleId"
        options={[
          { value: 1, label: "采购员", checked: true },
          { value: 2, label: "财务" },
        ]}
      />,
    );
    expect(html).toContain("<legend>角色</legend>");
    expect(html).toMatch(/<input type="checkbox" name="roleId" checked="" value="1"\/>采购员<\/label>/);
    expect(html).toMatch(/<input type="checkbox" name="roleId" value="2"\/>财务<\/label>/);
  });
});
