import { ok } from "../../http/envelope.ts";
import { createPlatformSettings, PlatformSettingsError } from "./platform-settings.ts";
import { answeringRefusals, type StaffRouteKit } from "./staff-route-kit.ts";

/** 平台设置: each platform's settings, saved as a version, any version restored. */
export function operatorSettingsRoutes({ db, now, route, actorOf }: StaffRouteKit) {
  const settings = createPlatformSettings(db, now);
  const settingsChange = <T>(run: () => Promise<T>) => answeringRefusals([PlatformSettingsError], run);
  route("settingsList", async () => ok(await settings.list()));
  route("settingsDetail", async (request) => ok(await settingsChange(() => settings.detail(request.params.id))));
  route("settingsSave", async (request) => {
    const saved = await settingsChange(() => settings.save(request.params.id, request.body, actorOf(request)));
    return ok(saved, saved.changed === 0 ? "设置未改变" : "已保存，立即生效");
  });
  route("settingsRestore", async (request) =>
    ok(await settingsChange(() => settings.restore(request.params.id, request.body.versionId, actorOf(request))), "已恢复该版本，立即生效"),
  );
}
