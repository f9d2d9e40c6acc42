import { type ContractRoute, contractRoutes } from "@cidp/api-client/contract";

// Which calls of the contract are lists or searches: reads whose answer grows with the data. A
// call is one when it pages (`current`, `page`, a key cursor), takes a keyword, or answers a page
// of records; and every read of the back office that names no one record (its queues, lists,
// desk and reports). The scale bench must measure each of them (scale-bench-coverage.test.ts).

const PAGING = ["current", "page", "before", "after"];
const KEYWORD = ["keyword", "q", "title"];

function queryKeys(call: ContractRoute): string[] {
  const shape = (call.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** The answer's data is a page of the contract's paged shape (common.contract.ts `page`). */
function answersPage(call: ContractRoute): boolean {
  const data = (call.response as { shape?: { data?: { shape?: Record<string, unknown> } } }).shape?.data;
  const shape = data?.shape;
  return shape !== undefined && "records" in shape && "total" in shape;
}

/** Every list and search call of the contract, by path. */
export function listCalls(): ContractRoute[] {
  return contractRoutes.filter((call) => {
    if (call.method !== "GET") return false;
    if (call.auth === "operator" && !call.path.includes(":")) return true;
    const keys = queryKeys(call);
    return keys.some((key) => PAGING.includes(key) || KEYWORD.includes(key)) || answersPage(call);
  });
}
