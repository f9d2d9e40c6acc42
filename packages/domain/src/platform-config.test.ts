import { describe, expect, it } from "vitest";
import { hostnameOf, type PlatformConfig, selectPlatformConfig } from "./platform-config.ts";
import { itMapsEach } from "./testing/table-cases.ts";

const config = (ngCode: string, platformCode: string): PlatformConfig => ({
  platformCode,
  ngCode,
  baseTitle: platformCode,
  subTitle: "",
  logoImg: "",
  codeImg: "",
  dataSource: "",
});

describe("selectPlatformConfig", () => {
  const list = [config("localhost", "CIDP"), config("127.0.0.1", "CHANGCHUN")];

  it.each([
    ["localhost", "CIDP"],
    ["localhost:3000", "CIDP"],
    ["LOCALHOST:80", "CIDP"],
    ["127.0.0.1:3000", "CHANGCHUN"],
    ["127.0.0.1", "CHANGCHUN"],
  ])("picks the entry whose ngCode equals host %s", (host, code) => {
    expect(selectPlatformConfig(list, host)?.platformCode).toBe(code);
  });

  it.each(["example.com", "", "localhost.evil.com", "127.0.0.2"])("returns null when no ngCode matches %j", (host) => {
    expect(selectPlatformConfig(list, host)).toBeNull();
  });

  it("picks by any of a platform's hosts when the configuration lists them (ngCode then only names the first)", () => {
    const changchun = { ...config("127.0.0.1", "CHANGCHUN"), hosts: ["127.0.0.1", "jz.changchun.gov.cn", "www.jz.changchun.gov.cn"] };
    const withHosts = [{ ...config("localhost", "CIDP"), hosts: ["localhost"] }, changchun];
    expect(selectPlatformConfig(withHosts, "WWW.jz.changchun.gov.cn:443")?.platformCode).toBe("CHANGCHUN");
    expect(selectPlatformConfig(withHosts, "jz.changchun.gov.cn.")?.platformCode).toBe("CHANGCHUN");
    expect(selectPlatformConfig([{ ...changchun, hosts: ["jz.changchun.gov.cn"] }], "127.0.0.1:3000")).toBeNull();
  });

  it("returns null for an empty list", () => {
    expect(selectPlatformConfig([], "localhost")).toBeNull();
  });
});

describe("hostnameOf", () => {
  itMapsEach("normalises %j to %j", hostnameOf, [
    ["[::1]:3000", "[::1]"],
    [" Example.COM ", "example.com"],
    ["a.b:1", "a.b"],
  ]);
});
