import { ApiError } from "@cidp/api-client";
import { data } from "react-router";

/**
 * Runs a read of one record, answering the 404 page with `missing` when the services do not know
 * (or hide) it: by default their 400 and 404; a member's page passes 403 too, for a record of
 * another business, so that it reads as missing rather than forbidden.
 */
export async function orNotFound<T>(missing: string, read: () => Promise<T>, hiddenCodes: readonly number[] = [400, 404]): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && hiddenCodes.includes(error.code)) throw data(missing, { status: 404 });
    throw error;
  }
}

/**
 * A member page's read of one of the business's own records: as orNotFound, and a record of another
 * business (the services' 403) answers the 404 page too, so it reads as missing rather than forbidden.
 */
export function ownRecordOrNotFound<T>(missing: string, read: () => Promise<T>): Promise<T> {
  return orNotFound(missing, read, [400, 403, 404]);
}

/** The `?id=` of a detail page's address; one that is not a positive whole number answers the 404 page with `missing`. */
export function idOrNotFound(url: URL, missing: string): number {
  const id = Number(url.searchParams.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) throw data(missing, { status: 404 });
  return id;
}

/**
 * The record of a public detail page's `?id=`, as `read` answers it for that id: the 404 page with
 * `missing` for an id that is not a positive whole number, or that the services do not know.
 */
export async function recordOfIdOrNotFound<T>(url: URL, missing: string, read: (id: number) => Promise<{ data: T }>): Promise<T> {
  const id = idOrNotFound(url, missing);
  return orNotFound(missing, async () => (await read(id)).data);
}
