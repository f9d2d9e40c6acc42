import { defaultShopLayout } from "@cidp/domain";
import { describe, expect, it } from "vitest";
import { layoutFromForm } from "./decoration.server.ts";

function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const classic = defaultShopLayout("classic");
const sectionFields = (kinds: readonly string[], visible: readonly string[]): [string, string][] => [
  ...kinds.map((kind): [string, string] => ["section", kind]),
  ...visible.map((kind): [string, string] => ["visible", kind]),
];
const kinds = classic.sections.map((s) => s.kind);

describe("layoutFromForm", () => {
  it("reads every choice in the page's order", () => {
    const layout = layoutFromForm(
      formOf([
        ["template", "fresh"],
        ["themeColour", "#047857"],
        ["slogan", "品质建材"],
        ["about", "简介"],
        ...sectionFields([...kinds].reverse(), ["banner", "contact"]),
        ["productId", "7"],
        ["productId", "3"],
        ["serviceId", "x"],
        ["bannerUpload", "12"],
        ["bannerUrl", ""],
        ["bannerAlt", " 厂区 "],
        ["bannerUpload", ""],
        ["bannerUrl", "/media/banner/shop.png"],
        ["bannerAlt", ""],
      ]),
    );
    expect(layout).toEqual({
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
    });
  });

  it.each([
    ["products:-1", ["banner", "products", "about", "services", "qualifications", "contact"]],
    ["banner:-1", kinds],
    ["contact:1", kinds],
    ["nonsense:1", kinds],
    ["about:2", kinds],
  ])("applies the page's move button %s without its script", (move, order) => {
    const layout = layoutFromForm(formOf([["template", "classic"], ["move", move], ...sectionFields(kinds, kinds)]));
    expect(layout.sections.map((s) => s.kind)).toEqual(order);
  });

  it("drops unknown sections and falls back to the classic template, for the server's check to refuse", () => {
    const layout = layoutFromForm(formOf([["template", "neon"], ...sectionFields(["banner", "evil"], [])]));
    expect(layout.template).toBe("classic");
    expect(layout.sections).toEqual([{ kind: "banner", visible: false }]);
  });
});
