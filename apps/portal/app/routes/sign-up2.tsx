import { Link } from "react-router";
import { signUpTexts } from "../features/account/sign-up-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { loginSiteLinks } from "../lib/session/login-site.server.ts";
import type { Route } from "./+types/sign-up2";

const texts = signUpTexts;

/** The login site's registration and login addresses, each returning here through /login-back. */
export function loader({ request }: Route.LoaderArgs) {
  return loginSiteLinks(request);
}

/** 注册 (spec §2 /sign-up2): what membership gives, the three steps, and the way to the login site's registration. */
export default function SignUp({ loaderData }: Route.ComponentProps) {
  return (
    <div className={page.inner}>
      <section className={page.panel} aria-labelledby="sign-up-title">
        <h1 id="sign-up-title">{texts.title}</h1>
        <p>{texts.intro}</p>
        <ol>
          {texts.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className={page.actions}>
          <a href={loaderData.register} className={page.primaryLink}>
            {texts.register}
          </a>
          <a href={loaderData.login} className={page.textLink}>
            {texts.login}
          </a>
        </div>
        <p>
          {texts.agreement}
          <Link to="/default/global-search/user-agreement">《用户协议》</Link>
          <Link to="/default/global-search/privacy-policy">《隐私政策》</Link>
        </p>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.title, description: texts.intro });
}
