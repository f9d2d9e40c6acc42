import { expect, it } from "vitest";
import { FileSize, UPLOAD_MAX_GB, UploadCountLimit, UploadSizeCapMb } from "./file.constants.ts";
import { COOKIE_MAX_AGE_SECONDS, LoginCookie, StorageKey } from "./storage.constants.ts";
import * as timing from "./timing.constants.ts";

it("pins the storage keys and cookie lifetime sibling sites rely on", () => {
  expect(COOKIE_MAX_AGE_SECONDS).toBe(7 * 24 * 3600);
  expect(Object.values(StorageKey)).toEqual(["Admin-Token", "Member-Token", "SwitchToCompanyId", "chatUnreadId"]);
  expect(LoginCookie).toEqual({ accessToken: "login_access_token", departmentId: "login_dept_id", productToken: "cidp_token" });
});

it("pins the timings of spec §9", () => {
  expect({ ...timing }).toEqual({
    REQUEST_TIMEOUT_MS: 30000,
    REQUEST_RETRY_COUNT: 3,
    REQUEST_RETRY_DELAY_MS: 1000,
    CHUNK_RELOAD_THROTTLE_MS: 60000,
    USER_INFO_REFRESH_DELAY_MS: 500,
    COMPANY_SWITCH_RELOAD_DELAY_MS: 100,
    LOGOUT_REDIRECT_CONFIRMED_MS: 500,
    LOGOUT_REDIRECT_FORCED_MS: 1200,
    LOADING_BAR_THROTTLE_MS: 200,
    LOADING_BAR_DURATION_MS: 5000,
    HOT_TEXT_INTERVAL_MS: 3000,
    SEND_CODE_COUNTDOWN_SECONDS: 60,
    CHAT_HEARTBEAT_MS: 3000,
    CHAT_RECONNECT_MS: 5000,
    ERROR_BREADCRUMB_MAX: 5,
  });
});

it("pins the file thresholds of spec §7/§9", () => {
  const MB = 1024 * 1024;
  expect(FileSize).toEqual({
    singlePutMax: 10 * MB,
    multipartMax: 100 * MB,
    slowDownloadAbove: 100 * MB,
    parallelParts: 4,
    parallelPartSize: MB,
  });
  expect(UploadSizeCapMb).toEqual({ standard: 10, small: 1, large: 500 });
  expect(UploadCountLimit).toEqual({ standard: 500, fileLimit: 99, single: 1 });
  expect(UPLOAD_MAX_GB).toBe(4);
});

it("pins the chat frame codes of spec §7 and the chat limits", async () => {
  const { ChatFrameCode, CHAT_MESSAGE_MAX_LENGTH, CHAT_RECONNECT_CAP_MS } = await import("./chat.constants.ts");
  expect(ChatFrameCode).toEqual({ heartbeat: 0, handshake: 1, message: 2, readReceipt: 3, loginElsewhere: 4 });
  expect(new Set(Object.values(ChatFrameCode)).size).toBe(5);
  expect(CHAT_MESSAGE_MAX_LENGTH).toBe(5000);
  expect(CHAT_RECONNECT_CAP_MS).toBeGreaterThan(5000);
});
