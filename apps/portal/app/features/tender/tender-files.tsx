import { useEffect, useState } from "react";

/** The upload ids a form sent for one field (each a positive integer; anything else is dropped). */
export function uploadIds(form: FormData, name: string): number[] {
  return form
    .getAll(name)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** A list of a bidder's documents, each a download link (empty: a dash). */
export function FileLinks({ files, testId }: { files: readonly { id: number; name: string; link: string }[]; testId?: string }) {
  if (files.length === 0) return <>—</>;
  return (
    <ul data-testid={testId}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.link} download={file.name}>
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

const DEVICE_KEY = "cidp-tender-device";

/**
 * This browser's device id (random, kept in local storage), sent with a registration, a deposit
 * proof or a bid so the opening's collusion check can see bidders working from one device. Empty
 * without script: the server records the address alone then.
 */
export function DeviceIdInput() {
  const [deviceId, setDeviceId] = useState("");
  useEffect(() => {
    try {
      let id = window.localStorage.getItem(DEVICE_KEY);
      if (!id) {
        id = window.crypto.randomUUID();
        window.localStorage.setItem(DEVICE_KEY, id);
      }
      setDeviceId(id);
    } catch {
      // Storage refused (private mode): no device id, as without script.
    }
  }, []);
  return <input type="hidden" name="deviceId" value={deviceId} />;
}
