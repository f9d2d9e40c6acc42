import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { createUploader, type Uploader, type UploaderOptions, type UploaderSnapshot } from "../create-uploader.ts";

const EMPTY: UploaderSnapshot = { items: [], failures: [], progress: 0, signal: "done" };

/** Renders from an uploader's snapshot; re-renders on every change. */
export function useUploaderSnapshot(uploader: Uploader | null): UploaderSnapshot {
  // A stable subscribe: React unsubscribes and subscribes again whenever its identity changes.
  const subscribe = useCallback((listener: () => void) => uploader?.subscribe(listener) ?? (() => undefined), [uploader]);
  const getSnapshot = useCallback(() => uploader?.getSnapshot() ?? EMPTY, [uploader]);
  return useSyncExternalStore(
    subscribe,
    getSnapshot,
    // Nothing uploads during server rendering.
    () => EMPTY,
  );
}

/**
 * An uploader owned by the component: created after mount (browsers only, so SSR never starts
 * workers) from the latest options, stopped on unmount. Answers the uploader (null until mounted)
 * and its snapshot.
 */
export function useUploader(options: UploaderOptions): { uploader: Uploader | null; snapshot: UploaderSnapshot } {
  const [uploader, setUploader] = useState<Uploader | null>(null);
  const [initial] = useState(options);
  useEffect(() => {
    const created = createUploader(initial);
    setUploader(created);
    return () => created.destroy();
  }, [initial]);
  return { uploader, snapshot: useUploaderSnapshot(uploader) };
}
