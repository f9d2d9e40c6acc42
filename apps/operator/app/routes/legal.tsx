import { operatorCalls } from "@cidp/api-client/contract";
import { Table } from "@cidp/ui";
import * as styles from "../desk.css.ts";
import { pageTitle } from "../lib/page-title.ts";
import { staffData } from "../lib/staff.server.ts";
import type { Route } from "./+types/legal";

export const meta = () => pageTitle("法律文件");

/** 法律文件: 用户协议, 隐私政策 and 版权声明 with the version the portal shows now. */
export async function loader({ request }: Route.LoaderArgs) {
  const documents = await staffData(request, "content.read", operatorCalls.legalDocuments);
  return { documents };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className={styles.main}>
      <h1>法律文件</h1>
      <p className={styles.muted}>门户与注册页显示生效时间已到的最新版本；新版本经另一位审核人员审核通过后，于其生效时间起生效，旧版本仍可查阅。</p>
      <Table
        caption="平台的法律文件及其现行版本"
        rowKey={(document) => document.key}
        data={loaderData.documents}
        columns={[
          { key: "title", title: "文件", render: (document) => <a href={`/legal/${document.key}`}>{document.title}</a> },
          { key: "version", title: "现行版本", render: (document) => document.version || "（无）" },
          { key: "effectiveTime", title: "生效时间", render: (document) => document.effectiveTime || "—" },
          { key: "versions", title: "版本数" },
          { key: "pending", title: "待审核的新版本", render: (document) => (document.pending > 0 ? `${document.pending} 个` : "无") },
        ]}
      />
    </main>
  );
}
