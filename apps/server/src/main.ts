// The services' entry point. Settings are checked before the services' modules load, so a
// misconfigured start fails in about a second with its message, not after loading every module.
import { moduleSettingChecks } from "./composition/setting-checks.ts";
import { type CheckedEnvironment, checkEnvironment, EnvironmentError } from "./environment.ts";

if (process.argv.includes("--print-demo-accounts")) {
  const { demoAccountsBanner } = await import("./db/demo-accounts.ts");
  console.log(demoAccountsBanner());
  process.exit(0);
}
// Every setting is checked before anything opens: one line per missing or malformed one.
let environment: CheckedEnvironment;
try {
  environment = checkEnvironment(process.env, "services", moduleSettingChecks);
} catch (error) {
  if (!(error instanceof EnvironmentError)) throw error;
  console.error(error.message);
  process.exit(2);
}
for (const warning of environment.warnings) process.emitWarning(warning);
const { serve } = await import("./composition/serve.ts");
const { SealingKeyMismatchError } = await import("./platform/sealing-keys/sealing-key-check.ts");
try {
  await serve(environment);
} catch (error) {
  // Sealing keys that do not open this database's data: their lines, not a stack trace.
  if (!(error instanceof SealingKeyMismatchError)) throw error;
  console.error(`the services will not start: ${error.message}`);
  process.exit(2);
}
