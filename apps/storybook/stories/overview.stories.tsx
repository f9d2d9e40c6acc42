import { formatFileSize } from "@cidp/domain";
import {
  Avatar,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  EllipsisText,
  Empty,
  FormField,
  Input,
  Link,
  Pagination,
  PhoneInput,
  Radio,
  Select,
  Skeleton,
  Steps,
  Switch,
  Tabs,
  UploadFileRow,
} from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { withUnread } from "./support/story-kit.tsx";

/** Many components side by side, for a quick visual review of both themes. */
function Overview() {
  return (
    <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 24, maxWidth: 1200 }}>
      <Card title="企业信息" extra={<Link href="#edit">编辑</Link>} headingLevel={2}>
        <div style={{ display: "grid", gap: 16 }}>
          <Breadcrumb items={[{ label: "个人中心", href: "#uc" }, { label: "企业认证" }]} />
          <Steps aria-label="认证步骤" items={[{ title: "填写信息" }, { title: "上传材料" }, { title: "平台审核" }]} current={1} />
          <FormField label="企业名称" required hint="与营业执照一致">
            <Input defaultValue="长春建工集团有限公司" />
          </FormField>
          <FormField label="联系电话" error="请输入11位手机号！">
            <PhoneInput defaultValue="1380000" />
          </FormField>
          <FormField label="所在城市">
            <Select options={[{ value: "cc", label: "长春市" }]} defaultValue="cc" />
          </FormField>
          <FormField label="企业类型">
            <Radio
              options={[
                { value: "require", label: "需求方" },
                { value: "supply", label: "供应方" },
              ]}
              defaultValue="require"
            />
          </FormField>
          <Checkbox defaultChecked>我已阅读并同意《用户协议》</Checkbox>
          <Switch defaultChecked>接收短信通知</Switch>
          <div style={{ display: "flex", gap: 8 }}>
            <Button>提交认证</Button>
            <Button variant="ghost">保存草稿</Button>
            <Button variant="success">确认</Button>
            <Button variant="warning">续费</Button>
          </div>
        </div>
      </Card>
      <div style={{ display: "grid", gap: 24, alignContent: "start" }}>
        <Card title="消息">
          <Tabs
            aria-label="消息类型"
            items={[
              {
                value: "3",
                label: withUnread("优惠福利", 3),
                content: <EllipsisText>关于开展二〇二四年度建筑施工企业安全生产标准化考评工作的通知，请各单位按时申报</EllipsisText>,
              },
              {
                value: "0",
                label: withUnread("订单服务", 120),
                content: <Empty description="暂无消息" />,
              },
            ]}
          />
        </Card>
        <Card title="附件">
          <div style={{ display: "grid", gap: 8 }}>
            <UploadFileRow fileName="营业执照.jpg" sizeText={formatFileSize(356_000)} status="success" onPreview={() => {}} />
            <UploadFileRow fileName="资质证书.pdf" sizeText={formatFileSize(2_400_000)} status="uploading" progress={40} onRemove={() => {}} />
          </div>
        </Card>
        <Card title="联系人">
          <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
            <Avatar name="张建国" />
            <span>张建国</span>
          </div>
          <Skeleton lines={2} title={false} />
        </Card>
        <Pagination page={3} total={95} onPageChange={() => {}} />
      </div>
    </div>
  );
}

const meta = {
  title: "总览/Overview 组件总览",
  component: Overview,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Overview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: "默认主题" };

export const Elderly: Story = { name: "适老化主题", globals: { theme: "elderly" } };
