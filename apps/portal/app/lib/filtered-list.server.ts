import type { RequestContext } from "./session/portal-request.server.ts";

/**
 * A public list page's data: the filters its address carries (read by `readFilters`) and the page
 * of records `load` answers for them, `size` a page.
 */
export async function loadFilteredList<Filters, Page extends object>(
  request: Request,
  context: RequestContext,
  readFilters: (url: URL) => Filters,
  load: (context: RequestContext, filters: Filters, size: number) => Promise<Page>,
  size: number,
): Promise<{ filters: Filters } & Page> {
  const filters = readFilters(new URL(request.url));
  return { filters, ...(await load(context, filters, size)) };
}
