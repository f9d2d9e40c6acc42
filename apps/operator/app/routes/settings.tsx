import { operatorCalls } from "@cidp/api-client/contract";
import { Table } from "@cidp/ui";
import * as styles from "../desk.css.ts";
import { pageTitle } from "../lib/page-title.ts";
import { staffData } from "../lib/staff.server.ts";
import type { Route } from "./+types/settings";

export const meta = () => pageTitle("平台设置");

/** 平台设置: every platform (spec §3 platform_config) with what the footer shows. */
export async function loader({ request }: Route.LoaderArgs) {
  const platforms = await staffData(request, "settings.manage", operatorCalls.settingsList);
  return { platforms };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className={styles.main}>
      <h1>平台设置</h1>
      <p className={styles.muted}>门户按访问的域名选择平台（每个域名只属于一个平台）。保存后立即在门户生效，并保留历史版本。</p>
      <Table
        caption="平台列表"
        rowKey={(platform) => String(platform.id)}
        data={loaderData.platforms}
        columns={[
          { key: "name", title: "平台名称", render: (platform) => <a href={`/settings/${platform.id}`}>{platform.settings.baseTitle}</a> },
          { key: "platformCode", title: "平台代码" },
          { key: "hosts", title: "域名", render: (platform) => platform.settings.hosts.join("、") },
          { key: "icpNumber", title: "ICP备案号", render: (platform) => platform.settings.icpNumber || "未填写" },
          { key: "hotline", title: "服务热线", render: (platform) => platform.settings.hotline },
          { key: "serviceHours", title: "服务时间", render: (platform) => platform.settings.serviceHours },
        ]}
      />
    </main>
  );
}
