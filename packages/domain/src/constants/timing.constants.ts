/** Request timeout of the HTTP wrapper (spec §9). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Retries when retrying is switched on (it is off by default). */
export const REQUEST_RETRY_COUNT = 3;
/** Pause between two retries. */
export const REQUEST_RETRY_DELAY_MS = 1_000;
/** A failed chunk load reloads the page at most once in this window. */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
/** User info is refetched this long after each layout loads. */
export const USER_INFO_REFRESH_DELAY_MS = 500;
/** The page reloads this long after a company switch. */
export const COMPANY_SWITCH_RELOAD_DELAY_MS = 100;
/** Redirect home this long after a confirmed logout. */
export const LOGOUT_REDIRECT_CONFIRMED_MS = 500;
/** Redirect home this long after a forced logout, so its notice can be read. */
export const LOGOUT_REDIRECT_FORCED_MS = 1_200;
/** Loading bar: shown only for navigations longer than this. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** Loading bar: the longest it animates. */
export const LOADING_BAR_DURATION_MS = 5_000;
/** Hot-topic carousel interval. */
export const HOT_TEXT_INTERVAL_MS = 3_000;
/** Send-code button countdown, in seconds. */
export const SEND_CODE_COUNTDOWN_SECONDS = 60;
/** Chat heartbeat: sent this long after the last activity on the socket. */
export const CHAT_HEARTBEAT_MS = 3_000;
/** Chat reconnect delay after an error or an unexpected close. */
export const CHAT_RECONNECT_MS = 5_000;
/** Most breadcrumbs kept by error reporting. */
export const ERROR_BREADCRUMB_MAX = 5;
