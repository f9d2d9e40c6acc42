import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import type { Uploader, UploaderSnapshot } from "../create-uploader.ts";
import { hashBlob } from "../md5-hasher.ts";
import type { UploadApi } from "../upload-api.ts";
import { useUploader, useUploaderSnapshot } from "./use-uploader.ts";

/** An uploader whose snapshot the test sets by hand, counting subscriptions. */
function fakeUploader() {
  let snapshot: UploaderSnapshot = { items: [], failures: [], progress: 0, signal: "done" };
  const listeners = new Set<() => void>();
  const subscribe = vi.fn((listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  });
  const uploader: Uploader = {
    add: () => ({ added: [], rejected: [] }),
    cancel: () => undefined,
    retry: () => null,
    remove: () => undefined,
    subscribe,
    getSnapshot: () => snapshot,
    destroy: () => undefined,
  };
  return {
    uploader,
    subscribe,
    listeners,
    set(next: Partial<UploaderSnapshot>) {
      snapshot = { ...snapshot, ...next };
      for (const listener of listeners) listener();
    },
  };
}

function ProgressView({ uploader, seen, label }: { uploader: Uploader | null; seen: UploaderSnapshot[]; label: string }) {
  const snapshot = useUploaderSnapshot(uploader);
  seen.push(snapshot);
  return (
    <p>
      {label} 进度 {snapshot.progress} {snapshot.signal}
    </p>
  );
}

describe("useUploaderSnapshot", () => {
  it("hands out the uploader's snapshot object itself, the same one on every render until it changes", async () => {
    const fake = fakeUploader();
    const seen: UploaderSnapshot[] = [];
    const screen = await render(<ProgressView uploader={fake.uploader} seen={seen} label="一" />);
    await screen.rerender(<ProgressView uploader={fake.uploader} seen={seen} label="二" />);
    await expect.element(screen.getByText("二 进度 0 done")).toBeInTheDocument();
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toBe(fake.uploader.getSnapshot());
  });

  it("re-renders when the uploader reports progress", async () => {
    const fake = fakeUploader();
    const seen: UploaderSnapshot[] = [];
    const screen = await render(<ProgressView uploader={fake.uploader} seen={seen} label="文件" />);
    fake.set({ progress: 40, signal: "loading" });
    await expect.element(screen.getByText("文件 进度 40 loading")).toBeInTheDocument();
    fake.set({ progress: 100, signal: "done" });
    await expect.element(screen.getByText("文件 进度 100 done")).toBeInTheDocument();
    expect(seen.at(-1)).toBe(fake.uploader.getSnapshot());
  });

  it("subscribes once across re-renders and unsubscribes on unmount", async () => {
    const fake = fakeUploader();
    const seen: UploaderSnapshot[] = [];
    const screen = await render(<ProgressView uploader={fake.uploader} seen={seen} label="一" />);
    for (const label of ["二", "三", "四"]) await screen.rerender(<ProgressView uploader={fake.uploader} seen={seen} label={label} />);
    fake.set({ progress: 10 });
    await expect.element(screen.getByText("四 进度 10 done")).toBeInTheDocument();
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
    expect(fake.listeners.size).toBe(1);
    await screen.unmount();
    expect(fake.listeners.size).toBe(0);
  });

  it("renders the empty snapshot while there is no uploader yet", async () => {
    const screen = await render(<ProgressView uploader={null} seen={[]} label="空" />);
    await expect.element(screen.getByText("空 进度 0 done")).toBeInTheDocument();
  });
});

function UploaderHost({ api, onUploader }: { api: UploadApi; onUploader: (uploader: Uploader | null) => void }) {
  const { uploader, snapshot } = useUploader({ api, storage: { endpoint: "http://store.test", region: "r" }, hasher: hashBlob });
  onUploader(uploader);
  return (
    <ul>
      {snapshot.items.map((item) => (
        <li key={item.id}>
          {item.name} {Math.round(item.progress)} {item.status}
        </li>
      ))}
    </ul>
  );
}

describe("useUploader", () => {
  it("creates the uploader after mount, re-renders as a file goes to 100 %, and destroys it on unmount", async () => {
    // A file storage already holds (existed = 1): success without a storage request.
    const api: UploadApi = {
      register: vi.fn(async (payload) => ({
        existed: true,
        resourceId: "7",
        resourceName: payload.fileName,
        fileMd5: payload.hashcode,
        uri: "k",
        bucketName: "b",
        credentials: { accessKeyId: "", secretAccessKey: "", sessionToken: "", expiresAt: null },
      })),
      confirm: vi.fn(async () => undefined),
    };
    let current: Uploader | null = null;
    const screen = await render(<UploaderHost api={api} onUploader={(u) => (current = u)} />);
    await vi.waitFor(() => expect(current).not.toBeNull());
    const uploader = current as unknown as Uploader;
    const destroy = vi.spyOn(uploader, "destroy");
    uploader.add([new File(["施工图"], "图纸.pdf", { type: "application/pdf" })]);
    await expect.element(screen.getByText("图纸.pdf 100 success")).toBeInTheDocument();
    expect(api.register).toHaveBeenCalledTimes(1);
    await screen.unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});
