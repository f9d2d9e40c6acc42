import { describe, expect, it } from "vitest";
import { callModulesSource, exportedNames, indexWithCalls, staleCollections, staleIndexModules } from "../../scripts/collect-calls.ts";
import { memberCalls, STAFF_API_PREFIX } from "./index.ts";
import { contractDownloads, contractRoutes } from "./routes.contract.ts";

describe("collected calls", () => {
  it("are up to date with the modules of src/contract (else: pnpm --filter @cidp/api-client collect)", () => {
    expect(staleCollections()).toEqual([]);
  });

  it("name every export of a module, types marked, and nothing it only imports or keeps", () => {
    const source = `import { z } from "zod";
const hidden = 1;
export const bCalls = {}, A_SIZE = 2;
export interface Row { id: number }
export type Kind = "a";
export function helper() {}
export { hidden as shown, type Row as RowAlias };`;
    expect(exportedNames(source)).toEqual(["A_SIZE", "bCalls", "helper", "type Kind", "type Row", "type RowAlias", "shown"]);
  });

  it("find an index stale when a calls module is missing, gone, or exports other names, and rewrite only those lines", () => {
    const sources = { "a.calls.ts": "export const aCalls = {};\nexport type Row = {};", "b.calls.ts": "export const bCalls = {};" };
    const index =
      '// The header.\n\nexport { aCalls } from "./a.calls.ts";\nexport { envelope } from "./envelope.ts";\nexport { gone } from "./gone.calls.ts";\n';
    expect(staleIndexModules(index, sources)).toEqual(["a.calls.ts", "b.calls.ts", "gone.calls.ts"]);
    const rewritten = indexWithCalls(index, sources);
    expect(rewritten).toBe(
      '// The header.\n\nexport { envelope } from "./envelope.ts";\nexport { aCalls, type Row } from "./a.calls.ts";\nexport { bCalls } from "./b.calls.ts";\n',
    );
    expect(staleIndexModules(rewritten, sources)).toEqual([]);
  });

  it("list every declaring module except the gatherer", () => {
    const modules = callModulesSource(["b-c.calls.ts", "b.calls.ts", "a.contract.ts", "routes.contract.ts", "define-call.ts"]);
    expect(modules).toContain('import * as aContractModule from "./a.contract.ts";');
    expect(modules).toContain('import * as bCCallsModule from "./b-c.calls.ts";');
    expect(modules).toContain("  aContractModule,\n  bCallsModule,\n  bCCallsModule,\n];");
    expect(modules).not.toMatch(/"\.\/(routes\.contract|define-call)/);
  });

  it("serve each declaration once, the groups of *.contract.ts modules included", () => {
    const keys = contractRoutes.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(contractRoutes).toContain(memberCalls.businessMemberList);
    expect(keys).toContain("GET /api/rs-cms-service/new-center-notice/list");
    expect(contractDownloads.length).toBeGreaterThan(0);
    for (const download of contractDownloads) expect(download.contentType).toBeTruthy();
  });

  it("put every staff call under the staff prefix and nothing else there (the portal's proxy refuses the prefix)", () => {
    const underPrefix = (path: string) => path.startsWith(`${STAFF_API_PREFIX}/`);
    const staff = contractRoutes.filter((call) => call.auth === "operator");
    expect(staff.length).toBeGreaterThan(40);
    expect(staff.filter((call) => !underPrefix(call.path)).map((call) => call.path)).toEqual([]);
    const others = contractRoutes.filter((call) => call.auth !== "operator" && underPrefix(call.path)).map((call) => `${call.method} ${call.path}`);
    // The staff log-in and enrolment steps are the back office's too, before a staff session exists.
    expect(others).toEqual([`POST ${STAFF_API_PREFIX}/login`, `GET ${STAFF_API_PREFIX}/enrol/:token`, `POST ${STAFF_API_PREFIX}/enrol/:token`]);
  });
});
