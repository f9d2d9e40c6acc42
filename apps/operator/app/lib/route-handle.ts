/** What a route module's `handle` may say: `hydrate` pages get the client script (a rich-text editor, a live console). */
export interface DeskRouteHandle {
  hydrate?: boolean;
}

/** Whether any of the matched routes' handles asks for the client script. */
export function handlesWantScript(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as DeskRouteHandle | undefined)?.hydrate === true);
}
