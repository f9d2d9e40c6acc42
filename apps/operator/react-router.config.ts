import type { Config } from "@react-router/dev/config";

// Server-rendered, and nothing but: the back office sends no script (see server.ts's CSP), so
// every page works by links and forms alone, and a stolen page can run nothing.
export default { appDirectory: "app", ssr: true } satisfies Config;
