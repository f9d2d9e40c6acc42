import type { z } from "zod";
import { pagedList, readById } from "./common.contract.ts";
import type { CallDeclaration } from "./define-call.ts";
import { envelope } from "./envelope.ts";

// The two kinds most calls of the contract are: a read that loads what a page shows, and a change
// that a form or a button makes. Each module declares who may make its calls once (`publicAccess`,
// `orderPayAccess` …); with these constructors a call then states only what is its own (where it
// is, what it takes, what its envelope carries, what it may refuse), and the rest (the method, the
// envelope around the data) cannot be spelt differently from one call to the next. The objects
// they build are plain declarations, the same as a `defineCall` with every field written out.

/** Who may make a call: the fields a module's `…Access` constant holds. */
type CallAccess = Pick<CallDeclaration, "auth" | "permission" | "anyMember" | "designed" | "tag" | "anonymous" | "scope">;

/** What a read or a change states itself; `data` is what the success envelope carries. */
interface CallParts {
  path: string;
  summary: string;
  /** The action the call takes that needs a certified business (CallDeclaration.certification). */
  certification?: CallDeclaration["certification"];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodObject;
  data: z.ZodType;
  errors?: readonly number[];
}

/** The declaration built from an access, a method and the parts a call states (absent parts stay absent). */
type Declared<A extends CallAccess, M extends CallDeclaration["method"], S extends CallParts> = A & { method: M } & Omit<S, "data" | "method"> & {
    response: ReturnType<typeof envelope<S["data"]>>;
  };

function declared<A extends CallAccess, M extends CallDeclaration["method"], S extends CallParts>(access: A, method: M, parts: S): Declared<A, M, S> {
  const { data, ...inputs } = parts;
  return { ...access, method, ...inputs, response: envelope(data) } as Declared<A, M, S>;
}

/** A read (`GET`): the path's params or a query where it takes them, answering `data` in the envelope. */
export function readCall<const A extends CallAccess, const S extends Omit<CallParts, "body">>(access: A, read: S) {
  return declared(access, "GET", read);
}

/**
 * A change (`POST` unless the call names `PUT` or `DELETE`): the path's params or a body where it
 * takes them, answering `data` in the envelope (`z.null()` where only the message matters).
 */
export function changeCall<const A extends CallAccess, const S extends Omit<CallParts, "query"> & { method?: "PUT" | "DELETE" }>(access: A, change: S) {
  return declared(access, change.method ?? "POST", change) as Declared<A, S["method"] extends "PUT" | "DELETE" ? S["method"] : "POST", S>;
}

/**
 * A read of one record by its id (`GET …?id=`), as `readById` declares it: the `record`, 400 for
 * an id that is not one, 404 when there is none (or it is not the caller's to see).
 */
export function readByIdCall<const A extends CallAccess, const R extends z.ZodType, const S extends { path: string; summary: string }>(
  access: A,
  read: S & { record: R },
) {
  const { record, ...place } = read;
  return { ...access, ...readById(record), ...(place as Omit<S, "record">) };
}

/**
 * A paged list (`GET`, `current` and `size` beside the list's own `filters`): a page of `record`s,
 * in the shape `pagedList` gives every list of the contract.
 */
export function listCall<
  const A extends CallAccess,
  const R extends z.ZodType,
  const F extends z.core.$ZodLooseShape,
  const S extends { path: string; summary: string; errors?: readonly number[] },
>(access: A, list: S & { record: R; filters: F }) {
  const { record, filters, ...place } = list;
  return { ...access, ...pagedList(record, filters), ...(place as Omit<S, "record" | "filters">) };
}

/**
 * The changes of one access that answer alike (the same data, the same refusals), as a module's
 * buttons on one kind of record mostly do: the answer is declared once, so that calls meant to
 * answer alike cannot drift apart, and each call then states only where it is and what it takes.
 */
export function changesAnswering<const A extends CallAccess, const D extends z.ZodType, const E extends readonly number[]>(
  access: A,
  answer: { data: D; errors: E },
) {
  return <const S extends Pick<CallParts, "path" | "summary" | "params" | "body" | "certification">>(change: S) => changeCall(access, { ...change, ...answer });
}
