/** Whether the register call says the file is already on the server (existed = 1), so the upload goes straight to success at 100% (spec §3, §4). */
export function isAlreadyUploaded(registration: { readonly existed?: number | string | boolean | null }): boolean {
  return registration.existed === true || Number(registration.existed) === 1;
}
