/** A domain outcome: a value, or a stable English code that the message catalogue turns into text. */
export type Result<T, E extends { readonly code: string } = { readonly code: string }> =
  | { readonly ok: true; readonly value: T }
  | ({ readonly ok: false } & E);
