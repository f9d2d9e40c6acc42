import { LIST_COUNT_CAP } from "@cidp/domain";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { companyTexts } from "../features/company/company-texts.ts";
import { ListDepthNote } from "./list-depth-note.tsx";

const render = (total: number) => renderToStaticMarkup(<ListDepthNote total={total} text={companyTexts.depthNote} />);

describe("ListDepthNote", () => {
  it("says nothing while the list holds fewer matches than it pages through", () => {
    expect(render(0)).toBe("");
    expect(render(LIST_COUNT_CAP - 1)).toBe("");
  });

  it("tells the visitor to filter once the count reached the depth", () => {
    expect(render(LIST_COUNT_CAP)).toContain("仅显示前 1000 条结果，请使用筛选条件缩小范围");
    expect(render(LIST_COUNT_CAP + 10)).toContain("1000");
  });
});
