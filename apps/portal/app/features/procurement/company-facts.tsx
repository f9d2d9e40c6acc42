import type { CompanyProfile } from "@cidp/api-client/contract";
import { Fact } from "../../lib/fact.tsx";
import { ListOrEmpty } from "../../lib/list-or-empty.tsx";
import * as page from "../../lib/page.css.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";

/** 企业资料: a company's public profile and reviewed qualifications, as both sides of a sheet (or a tender) see the other. */
export function CompanyFacts({ profile }: { profile: CompanyProfile | null }) {
  return (
    <>
      <h2>{texts.companyProfile}</h2>
      {profile ? <ProfileFacts profile={profile} /> : <p>{texts.profileMissing}</p>}
    </>
  );
}

function ProfileFacts({ profile }: { profile: CompanyProfile }) {
  return (
    <>
      <dl className={page.facts}>
        <Fact term={texts.certification} testId="certification">
          {texts.certificationStates[profile.certificationState]}
        </Fact>
        <Fact term={texts.industry}>{profile.industry || "—"}</Fact>
        <Fact term={texts.region}>{profile.region || "—"}</Fact>
        <Fact term={texts.address}>{profile.address || "—"}</Fact>
        <Fact term={texts.registeredCapital}>{profile.registeredCapital === null ? "—" : texts.capitalWan(profile.registeredCapital)}</Fact>
        <Fact term={texts.foundedOn}>{profile.foundedOn ?? "—"}</Fact>
      </dl>
      {profile.introduction && (
        <>
          <h3>{texts.introduction}</h3>
          <p>{profile.introduction}</p>
        </>
      )}
      <h3>{texts.certificates}</h3>
      <ListOrEmpty items={profile.qualifications} empty={<p>{texts.noQualifications}</p>} className={page.plainList} testId="qualifications">
        {(q) => (
          <li key={q.id}>
            {q.name} {q.level} · {q.certificateNo} · {texts.certificateValidUntil} {q.validUntil}（{texts.qualificationValidity[q.validity]}）
          </li>
        )}
      </ListOrEmpty>
    </>
  );
}
