import { ApiError } from "@cidp/api-client";

/** Why a public detail page has no record to show: the status it answers and the words it shows. */
export interface DetailProblem {
  status: 400 | 404;
  message: string;
}

/** The largest id the services' integer columns hold; a larger one names no record. */
const MAX_ID = 2_147_483_647;

/** The address's `?name=` as a record id (a positive whole number an id column can hold), or null. */
export function queryId(url: URL, name: string): number | null {
  const id = Number(url.searchParams.get(name));
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/**
 * The record of a public detail page that draws its own "not found" view rather than the 404 page:
 * `read` for the address's `?id=`, or the problem, `malformed` with `missing` for an id that names
 * no record, 404 with the services' words (else `missing`) for one they do not know (400 or 404).
 * The product and equipment pages read their record so.
 */
export async function detailRecord<T>(
  request: Request,
  missing: string,
  malformed: 400 | 404,
  read: (id: number) => Promise<T>,
): Promise<{ record: T; problem: null } | { record: null; problem: DetailProblem }> {
  const id = queryId(new URL(request.url), "id");
  if (id === null) return { record: null, problem: { status: malformed, message: missing } };
  try {
    return { record: await read(id), problem: null };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400))
      return { record: null, problem: { status: 404, message: error.msg || missing } };
    throw error;
  }
}
