import { platformPaths } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots.ts";

describe("robots.txt", () => {
  const lines = robotsTxt("http://127.0.0.1:3000").split("\n");

  it("names the sitemap index of the host it is served on", () => {
    expect(lines).toContain("Sitemap: http://127.0.0.1:3000/sitemap.xml");
    expect(robotsTxt("https://jz.example.cn")).toContain("Sitemap: https://jz.example.cn/sitemap.xml\n");
  });

  it.each(["/user/", platformPaths.services, "/session/", "/login-back", "/outlogin", "/default/login", "/default/message-list"])("closes %s", (path) => {
    expect(lines).toContain(`Disallow: ${path}`);
  });

  it("allows the public pages, after every closed path (Baidu takes the first line that matches)", () => {
    for (const path of ["/default/", "/download-h5", "/download-jl-h5", "/sign-up2"]) expect(lines).toContain(`Allow: ${path}`);
    const lastDisallow = lines.findLastIndex((line) => line.startsWith("Disallow:"));
    const firstAllow = lines.findIndex((line) => line.startsWith("Allow:"));
    expect(lines[0]).toBe("User-agent: *");
    expect(lastDisallow).toBeLessThan(firstAllow);
  });
});
