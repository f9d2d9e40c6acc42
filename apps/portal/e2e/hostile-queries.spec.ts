import { declaredPaths } from "./support/declared-paths.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// A client's mistake never answers 500: every route of the portal, as a visitor and as a member,
// with the query parameters the pages read set to hostile values, answers 200, a redirect, 400 or
// a 404 page (the site's frame and a heading, when the answer is a page).

// Log-out and session addresses end the member's session; the catch-all and the typed QR route have no concrete path.
const PATHS = declaredPaths.filter((path) => !/^\/(session|outlogin|login-back)\b/.test(path) && !path.includes(":") && !path.includes("*"));

/**
 * A 404 that is a page: the site's frame with a heading that says what is missing, either the
 * portal's 404 page (features/shell/error-page.tsx) or a detail page's own "not found" state (a
 * product or shop that is not public names why and where to go on), never a bare error text.
 */
const isNotFoundPage = (html: string) => html.includes('id="main"') && /<h1[\s>]/.test(html);

/** The parameters the pages read (grep searchParams.get in app/). */
const PARAMS = [
  "id",
  "current",
  "orderNo",
  "keyword",
  "category",
  "sheet",
  "regionCode",
  "kind",
  "validity",
  "tab",
  "projectId",
  "productId",
  "chapter",
  "company",
  "page",
  "state",
  "status",
  "version",
  "price",
  "period",
  "pageid",
  "modulecode",
  "code",
  "specialty",
  "layout",
  "format",
  "tag",
  "detail",
  "edit",
  "switchtocompanyid",
];

/** Each hostile value, and the parameters it is given to (an overlong value to the few that take text or ids, so the address stays under the 16 KB a request line may have). */
const HOSTILE: Record<string, { value: string; params: readonly string[] }> = {
  nul: { value: "%E9%92%A2%00", params: PARAMS },
  huge: { value: "99999999999999999999999", params: PARAMS },
  negative: { value: "-1", params: PARAMS },
  "non-numeric": { value: "abc", params: PARAMS },
  overlong: { value: "%E9%92%A2".repeat(400), params: ["id", "current", "keyword", "orderNo"] },
  "broken encoding": { value: "%E9%92%", params: PARAMS },
};

for (const [name, { value, params }] of Object.entries(HOSTILE)) {
  test(`every route with ${name} query values answers 200, a redirect, 400 or the 404 page, for a visitor and a member`, async ({ page, request }) => {
    test.slow();
    const query = params.map((param) => `${param}=${value}`).join("&");
    await logIn(page, demoMembers.zhang);
    const failures: string[] = [];
    for (const path of PATHS) {
      for (const [who, client] of [
        ["visitor", request],
        ["member", page.request],
      ] as const) {
        const status = await client
          .get(`${portal}${path}?${query}`, { maxRedirects: 0 })
          .then(async (response) => {
            // A route that answers 404 with a page shows the site frame and a heading, not a bare error.
            const html = response.headers()["content-type"]?.startsWith("text/html");
            if (response.status() === 404 && html && !isNotFoundPage(await response.text())) return "404 without the 404 page";
            return response.status();
          })
          .catch((error: unknown) => `no answer: ${String(error).slice(0, 80)}`);
        if (typeof status !== "number" || ![200, 301, 302, 303, 307, 308, 400, 404].includes(status)) failures.push(`${who} ${path}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
}
