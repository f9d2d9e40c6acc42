import type { Config } from "@react-router/dev/config";

// Server-rendered: the pages work by links and forms alone, and send no script, so a stolen page
// can run nothing. The few that cannot work without one (the content editor, the live console) say
// so in their route's handle and get the app's modules under a nonce (app/entry.server.tsx).
export default { appDirectory: "app", ssr: true } satisfies Config;
