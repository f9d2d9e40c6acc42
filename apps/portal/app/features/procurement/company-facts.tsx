import type { CompanyProfile } from "@cidp/api-client/contract";
import * as page from "../../lib/page.css.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";

/** A company's public profile and reviewed qualifications, as both sides of a sheet see the other. */
export function CompanyFacts({ profile }: { profile: CompanyProfile | null }) {
  if (!profile) return <p>{texts.profileMissing}</p>;
  return (
    <>
      <dl className={page.facts}>
        <dt>{texts.certification}</dt>
        <dd data-testid="certification">{texts.certificationStates[profile.certificationState]}</dd>
        <dt>{texts.industry}</dt>
        <dd>{profile.industry || "—"}</dd>
        <dt>{texts.region}</dt>
        <dd>{profile.region || "—"}</dd>
        <dt>{texts.address}</dt>
        <dd>{profile.address || "—"}</dd>
        <dt>{texts.registeredCapital}</dt>
        <dd>{profile.registeredCapital === null ? "—" : texts.capitalWan(profile.registeredCapital)}</dd>
        <dt>{texts.foundedOn}</dt>
        <dd>{profile.foundedOn ?? "—"}</dd>
      </dl>
      {profile.introduction && (
        <>
          <h3>{texts.introduction}</h3>
          <p>{profile.introduction}</p>
        </>
      )}
      <h3>{texts.certificates}</h3>
      {profile.qualifications.length === 0 ? (
        <p>{texts.noQualifications}</p>
      ) : (
        <ul className={page.plainList} data-testid="qualifications">
          {profile.qualifications.map((q) => (
            <li key={q.id}>
              {q.name} {q.level} · {q.certificateNo} · {texts.certificateValidUntil} {q.validUntil}（{texts.qualificationValidity[q.validity]}）
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
