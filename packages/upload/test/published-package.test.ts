import { describePublishedPackage } from "@cidp/package-checks/suite";

// Gzip budgets per entry, in bytes: the entry with the npm packages it imports (React excluded).
describePublishedPackage({
  name: "@cidp/upload",
  dir: new URL("..", import.meta.url),
  reports: [
    { types: "dist/index.d.ts", report: "upload" },
    { types: "dist/react/index.d.ts", report: "upload-react" },
  ],
  budgets: [
    { name: "@cidp/upload", file: "dist/index.js", budget: 36_000 },
    { name: "@cidp/upload/react", file: "dist/react/index.js", budget: 35_000, external: ["react"] },
    { name: "@cidp/upload's MD5 worker", file: "dist/md5.worker.js", budget: 6_500 },
  ],
});
