import { nextCodeOf, operatorDesk } from "./support/operator.ts";
import { demoOperator } from "./support/operator-account.ts";
import { operatorApp, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// Staff change their own password from the desk's header: the current password and a code of
// their authenticator; the old password opens nothing afterwards.
test("a member of staff changes their own password; the old one no longer logs in", async ({ browser }) => {
  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await desk.getByRole("link", { name: "修改密码" }).click();
  await expect(desk.getByRole("heading", { name: "修改登录密码", level: 1 })).toBeVisible();
  const fill = async (current: string, next: string, again: string, code: string) => {
    await desk.getByLabel("当前密码").fill(current);
    await desk.getByLabel(/^\*?\s*新密码$/).fill(next);
    await desk.getByLabel("再次输入新密码").fill(again);
    await desk.getByLabel("身份验证器动态码").fill(code);
    await desk.getByRole("button", { name: "确认修改" }).click();
  };
  await fill("Wrong@2026pass", "Jilin2026Desk", "Jilin2026Desk", "000000");
  await expect(desk.getByRole("alert")).toHaveText("当前密码不正确");
  await fill(demoOperator.password, "jilin", "jilin", "000000");
  await expect(desk.getByRole("alert")).toHaveText("密码长度须为12–64位");
  await fill(demoOperator.password, "Jilin2026Desk", "Jilin2026Desk", nextCodeOf(desk));
  await expect(desk.getByRole("status")).toHaveText("密码已修改，其他设备上的登录已退出");

  await desk.getByRole("button", { name: "退出" }).click();
  await desk.goto(`${operatorApp}/login`);
  await desk.getByLabel("账号").fill(demoOperator.username);
  await desk.getByLabel("密码").fill(demoOperator.password);
  await desk.getByRole("button", { name: "下一步" }).click();
  await expect(desk.getByRole("alert")).toHaveText("账号或密码错误");
  await desk.getByLabel("密码").fill("Jilin2026Desk");
  await desk.getByRole("button", { name: "下一步" }).click();
  await expect(desk.getByRole("heading", { name: "输入动态验证码" })).toBeVisible();
});
