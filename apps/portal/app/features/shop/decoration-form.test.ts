import { defaultShopLayout } from "@cidp/domain";
import { describe, expect, it } from "vitest";
import { layoutFromForm } from "./decoration.server.ts";

function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const classic = defaultShopLayout("classic");
const sectionFields = (kinds: readonly string[], visible: readonly string[]): [string, string][] =>
  kinds.flatMap((kind, i): [string, string][] => [
    [`sections[${i}].kind`, kind],
    ...(visible.includes(kind) ? [[`sections[${i}].visible`, "on"] as [string, string]] : []),
  ]);
const kinds = classic.sections.map((s) => s.kind);
const choices: [string, string][] = [
  ["template", "classic"],
  ["themeColour", "#1f6feb"],
  ["slogan", ""],
  ["about", ""],
];

describe("layoutFromForm", () => {
  it("reads every choice in the page's order, with the save call's body schema", () => {
    const layout = layoutFromForm(
      formOf([
        ["template", "fresh"],
        ["themeColour", "#047857"],
        ["slogan", "品质建材"],
        ["about", "简介"],
        ...sectionFields([...kinds].reverse(), ["banner", "contact"]),
        ["productId", "7"],
        ["productId", "3"],
        ["banners[0].uploadId", "12"],
        ["banners[0].url", ""],
        ["banners[0].alt", " 厂区 "],
        ["banners[1].uploadId", ""],
        ["banners[1].url", "/media/banner/shop.png"],
        ["banners[1].alt", ""],
      ]),
    );
    expect(layout).toEqual({
      ok: true,
      data: {
        template: "fresh",
        themeColour: "#047857",
        slogan: "品质建材",
        about: "简介",
        sections: [...kinds].reverse().map((kind) => ({ kind, visible: kind === "banner" || kind === "contact" })),
        productIds: [7, 3],
        serviceIds: [],
        banners: [
          { uploadId: 12, url: null, alt: "厂区" },
          { uploadId: null, url: "/media/banner/shop.png", alt: "" },
        ],
      },
    });
  });

  it.each([
    ["products:-1", ["banner", "products", "about", "services", "qualifications", "contact"]],
    ["banner:-1", kinds],
    ["contact:1", kinds],
    ["nonsense:1", kinds],
    ["about:2", kinds],
  ])("applies the page's move button %s without its script", (move, order) => {
    const layout = layoutFromForm(formOf([...choices, ["move", move], ...sectionFields(kinds, kinds)]));
    expect(layout.ok && layout.data.sections.map((s) => s.kind)).toEqual(order);
  });

  it("answers the contract's refusal: its Chinese, else the services' answer to a refused body", () => {
    expect(layoutFromForm(formOf([["template", "neon"], ...choices.slice(1)]))).toEqual({ ok: false, msg: "请选择店铺模板" });
    expect(layoutFromForm(formOf([...choices, ...sectionFields(["banner", "evil"], [])]))).toEqual({ ok: false, msg: "请求出错，状态码：400" });
    expect(layoutFromForm(formOf([...choices, ["serviceId", "x"]]))).toEqual({ ok: false, msg: "请求出错，状态码：400" });
  });
});
