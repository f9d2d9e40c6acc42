import { operatorCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { createPlatformSettings, PlatformSettingsError } from "./platform-settings.ts";
import { answeringRefusals, type StaffRouteKit } from "./staff-route-kit.ts";

/** 平台设置: each platform's settings, saved as a version, any version restored. */
export function operatorSettingsRoutes(app: FastifyInstance, { db, now, staff, actorOf }: StaffRouteKit) {
  const settings = createPlatformSettings(db, now);
  const settingsChange = <T>(run: () => Promise<T>) => answeringRefusals([PlatformSettingsError], run);
  contractRoute(app, operatorCalls.settingsList, async () => ok(await settings.list()), staff("settingsList"));
  contractRoute(
    app,
    operatorCalls.settingsDetail,
    async (request) => ok(await settingsChange(() => settings.detail(request.params.id))),
    staff("settingsDetail"),
  );
  contractRoute(
    app,
    operatorCalls.settingsSave,
    async (request) => {
      const saved = await settingsChange(() => settings.save(request.params.id, request.body, actorOf(request)));
      return ok(saved, saved.changed === 0 ? "设置未改变" : "已保存，立即生效");
    },
    staff("settingsSave"),
  );
  contractRoute(
    app,
    operatorCalls.settingsRestore,
    async (request) => ok(await settingsChange(() => settings.restore(request.params.id, request.body.versionId, actorOf(request))), "已恢复该版本，立即生效"),
    staff("settingsRestore"),
  );
}
