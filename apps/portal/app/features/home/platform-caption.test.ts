import { describe, expect, it } from "vitest";
import { platformCaption } from "./platform-caption.ts";

describe("platformCaption", () => {
  it.each([
    ["建筑产业互联网平台", "长春建筑产业互联网平台", "长春建筑产业互联网平台"],
    [" 建筑产业互联网平台 ", "长春建筑产业互联网平台", "长春建筑产业互联网平台"],
    ["建筑产业互联网平台", "建筑产业互联网平台", "建筑产业互联网平台"],
    ["建材集采 降本增效", "长春建筑产业互联网平台", "建材集采 降本增效"],
  ])("%j on %s reads %s", (title, baseTitle, caption) => {
    expect(platformCaption(title, baseTitle)).toBe(caption);
  });
});
