import { describePublishedPackage } from "@cidp/package-checks/suite";

// Gzip budgets per entry, in bytes: the entry with the npm packages it imports (React excluded).
describePublishedPackage({
  name: "@cidp/chat",
  dir: new URL("..", import.meta.url),
  reports: [
    { types: "dist/index.d.ts", report: "chat" },
    { types: "dist/react/index.d.ts", report: "chat-react" },
  ],
  budgets: [
    { name: "@cidp/chat", file: "dist/index.js", budget: 33_000 },
    { name: "@cidp/chat/react", file: "dist/react/index.js", budget: 3_200, external: ["react", "react/jsx-runtime"] },
  ],
});
