import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import UploadEngineWidget from "./upload-engine-widget.tsx";
import { UploadWidget } from "./upload-widget.tsx";
import { withDefaults } from "./upload-widget-props.ts";

describe("UploadWidget", () => {
  const props = { accept: ["pdf", "png"], maxSizeMb: 10, limit: 3, onUploaded: () => undefined };

  it("draws, before its engine has loaded, what the engine's widget draws without files: the page keeps its layout", () => {
    const idle = renderToStaticMarkup(<UploadWidget {...props} />);
    expect(idle).toBe(renderToStaticMarkup(<UploadEngineWidget {...withDefaults(props)} firstFiles={[]} />));
    // The drop zone waits for script (a file picked before would be lost), with the rules it applies.
    expect(idle).toContain('data-state="disabled"');
    expect(idle).toContain('accept=".pdf,.png"');
    expect(idle).toContain("支持 pdf、png，单个文件不超过10M，最多3个文件");
  });
});
