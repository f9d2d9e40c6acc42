import { uploadPaths } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { objectUrl, readObjectStoreConfig } from "./object-store.config.ts";

describe("an object's address at the store", () => {
  it.each([
    ["path style (embedded store, MinIO)", { endpoint: "http://127.0.0.1:3002", bucket: "cidp" }, "http://127.0.0.1:3002/cidp/uploads/2026/合同 1.pdf"],
    [
      "path style under a path, trailing slash",
      { endpoint: "https://s3.example.cn/store/", bucket: "cidp" },
      "https://s3.example.cn/store/cidp/uploads/2026/合同 1.pdf",
    ],
    [
      "the embedded store on the API's origin",
      { endpoint: uploadPaths.objectStore, bucket: "cidp" },
      `${uploadPaths.objectStore}/cidp/uploads/2026/合同 1.pdf`,
    ],
    [
      "virtual-hosted (Alibaba OSS)",
      { endpoint: "https://oss-cn-beijing.aliyuncs.com", bucket: "cidp-files", pathStyle: false },
      "https://cidp-files.oss-cn-beijing.aliyuncs.com/uploads/2026/合同 1.pdf",
    ],
  ])("%s", (_, store, expected) => {
    expect(decodeURIComponent(objectUrl(store, "uploads/2026/合同 1.pdf"))).toBe(expected);
    expect(objectUrl(store, "uploads/2026/合同 1.pdf")).not.toContain(" ");
  });

  it("keeps each key segment encoded and the slashes between them", () => {
    expect(objectUrl({ endpoint: "http://s", bucket: "b" }, "a/b c/%2F")).toBe("http://s/b/a/b%20c/%252F");
  });

  it("reads the addressing from the settings: path style unless an external store says otherwise", () => {
    const secret = { OBJECT_STORE_SECRET_KEY: "s".repeat(40), OBJECT_STORE_ACCESS_KEY: "k" };
    expect(readObjectStoreConfig({ ...secret }, "/tmp/x").pathStyle).toBe(true);
    expect(readObjectStoreConfig({ ...secret, OBJECT_STORE_ENDPOINT: "https://oss-cn-beijing.aliyuncs.com" }, "/tmp/x").pathStyle).toBe(true);
    expect(
      readObjectStoreConfig({ ...secret, OBJECT_STORE_ENDPOINT: "https://oss-cn-beijing.aliyuncs.com", OBJECT_STORE_PATH_STYLE: "0" }, "/tmp/x").pathStyle,
    ).toBe(false);
    expect(readObjectStoreConfig({ ...secret, OBJECT_STORE_PATH_STYLE: "0" }, "/tmp/x").pathStyle).toBe(true);
  });
});
