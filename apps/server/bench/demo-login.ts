import { memberPaths } from "@cidp/api-client/contract";

/** The first demo member's bearer header on a benchmark's server (the seed's 张建国). */
export async function demoMemberHeaders(address: string): Promise<{ authorization: string }> {
  const login = await fetch(`${address}${memberPaths.oauthToken}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone: "13800000001", password: "Demo@123456" }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}` };
}
