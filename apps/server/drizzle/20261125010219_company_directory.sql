CREATE TABLE "company_directory_entry" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"company_type" varchar(16) NOT NULL,
	"city_code" varchar(4) NOT NULL,
	"district_code" varchar(6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_directory_qualification" (
	"category" varchar(100) NOT NULL,
	"grade" varchar(20) NOT NULL,
	"business_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "company_directory_qualification_category_grade_business_id_pk" PRIMARY KEY("category","grade","business_id")
);
--> statement-breakpoint
DROP INDEX "tender_public_published_idx";--> statement-breakpoint
ALTER TABLE "company_directory_entry" ADD CONSTRAINT "company_directory_entry_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_directory_qualification" ADD CONSTRAINT "company_directory_qualification_business_id_company_directory_entry_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."company_directory_entry"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_directory_name_idx" ON "company_directory_entry" USING btree ("name","business_id");--> statement-breakpoint
CREATE INDEX "company_directory_type_idx" ON "company_directory_entry" USING btree ("company_type","name","business_id");--> statement-breakpoint
CREATE INDEX "company_directory_city_idx" ON "company_directory_entry" USING btree ("city_code","name","business_id","company_type");--> statement-breakpoint
CREATE INDEX "company_directory_district_idx" ON "company_directory_entry" USING btree ("district_code","name","business_id","company_type");--> statement-breakpoint
CREATE INDEX "company_directory_qualification_idx" ON "company_directory_qualification" USING btree ("category","grade","name","business_id");--> statement-breakpoint
CREATE INDEX "company_directory_qualification_business_idx" ON "company_directory_qualification" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "tender_public_published_idx" ON "tender" USING btree ("mode","published_at","id","state");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): the directory's read tables are kept
-- by statement triggers on their inputs — a business's name, side and certification, its
-- profile's region, its reviewed certificates — so every writer (profile save, certification
-- review, rename, seeds, bulk SQL, the member's cascade) keeps them right in its own transaction,
-- and a bulk insert of companies stays one grouped refresh per statement, not one per row.
-- The 资质 rows the listed companies among `ids` should have: for each reviewed certificate, every
-- way of asking (category and grade, category alone with grade "", grade alone with category "").
CREATE FUNCTION "company_directory_qualifications_of"(ids integer[])
RETURNS TABLE (category varchar, grade varchar, business_id integer, name varchar) LANGUAGE sql STABLE AS $$
  SELECT DISTINCT k.category, k.grade, e.business_id, e.name
  FROM company_directory_entry e
  JOIN qualification_certificate c ON c.business_id = e.business_id AND c.state = 'certified'
  CROSS JOIN LATERAL (VALUES (c.name, c.level), (c.name, ''::varchar), (''::varchar, c.level)) AS k(category, grade)
  WHERE e.business_id = ANY(ids)
$$;
--> statement-breakpoint
CREATE FUNCTION "company_directory_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- One refresh of a company at a time: two transactions changing different inputs of it (a
  -- profile save and a rename) would otherwise each write what it saw before the other committed.
  -- The second waits here, then reads both committed changes (each statement sees a new snapshot).
  PERFORM 1 FROM business WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM company_directory_entry AS e
  WHERE e.business_id = ANY(ids)
    AND NOT EXISTS (
      SELECT 1 FROM business b JOIN company_profile p ON p.business_id = b.id
      WHERE b.id = e.business_id AND b.certification_state = 'certified'
    );
  INSERT INTO company_directory_entry AS e (business_id, name, company_type, city_code, district_code)
  SELECT b.id, b.name, b.company_type, left(p.region_code, 4), p.region_code
  FROM business b JOIN company_profile p ON p.business_id = b.id
  WHERE b.id = ANY(ids) AND b.certification_state = 'certified'
  ORDER BY b.id
  ON CONFLICT (business_id) DO UPDATE
    SET name = excluded.name, company_type = excluded.company_type, city_code = excluded.city_code, district_code = excluded.district_code
    WHERE (e.name, e.company_type, e.city_code, e.district_code) IS DISTINCT FROM (excluded.name, excluded.company_type, excluded.city_code, excluded.district_code);
  -- The 资质 rows of the companies still listed: those no longer wanted go, the wanted ones are there.
  DELETE FROM company_directory_qualification AS q
  WHERE q.business_id = ANY(ids)
    AND NOT EXISTS (
      SELECT 1 FROM company_directory_qualifications_of(ids) AS w
      WHERE w.category = q.category AND w.grade = q.grade AND w.business_id = q.business_id AND w.name = q.name
    );
  INSERT INTO company_directory_qualification (category, grade, business_id, name)
  SELECT category, grade, business_id, name FROM company_directory_qualifications_of(ids) ORDER BY business_id, category, grade
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- Which companies a statement's rows touch, by the inputs that changed; the refresh does the rest.
CREATE FUNCTION "company_directory_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'business' THEN
    -- A new business has no profile yet (it enters with its profile); a deleted one cascades.
    SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.company_type, n.certification_state) IS DISTINCT FROM (o.name, o.company_type, o.certification_state);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.business_id) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.business_id) INTO ids FROM old_rows o;
  ELSIF TG_TABLE_NAME = 'company_profile' THEN
    SELECT array_agg(DISTINCT x.business_id) INTO ids FROM (
      SELECT n.business_id FROM new_rows n LEFT JOIN old_rows o ON o.business_id = n.business_id
      WHERE o.business_id IS NULL OR o.region_code IS DISTINCT FROM n.region_code
      UNION
      SELECT o.business_id FROM old_rows o LEFT JOIN new_rows n ON n.business_id = o.business_id WHERE n.business_id IS NULL
    ) AS x;
  ELSE
    SELECT array_agg(DISTINCT x.business_id) INTO ids FROM (
      SELECT n.business_id, o.business_id AS old_business_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.business_id, n.name, n.level, n.state) IS DISTINCT FROM (o.business_id, o.name, o.level, o.state)
    ) AS changed CROSS JOIN LATERAL (VALUES (changed.business_id), (changed.old_business_id)) AS x(business_id);
  END IF;
  PERFORM company_directory_refresh(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The companies already there, listed once. The migration runs in one transaction; the locks hold
-- other instances' writes back until the triggers below are in place (commit).
LOCK TABLE "business", "company_profile", "qualification_certificate" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT company_directory_refresh(array(SELECT id FROM business ORDER BY id));
--> statement-breakpoint
CREATE TRIGGER "company_directory_business_update" AFTER UPDATE ON "business" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_directory_follow"();
--> statement-breakpoint
CREATE TRIGGER "company_directory_profile_insert" AFTER INSERT ON "company_profile" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_directory_follow"();
--> statement-breakpoint
CREATE TRIGGER "company_directory_profile_update" AFTER UPDATE ON "company_profile" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_directory_follow"();
--> statement-breakpoint
CREATE TRIGGER "company_directory_profile_delete" AFTER DELETE ON "company_profile" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_directory_follow"();
--> statement-breakpoint
CREATE TRIGGER "company_directory_certificate_insert" AFTER INSERT ON "qualification_certificate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_directory_follow"();
--> statement-breakpoint
CREATE TRIGGER "company_directory_certificate_update" AFTER UPDATE ON "qualification_certificate" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_directory_follow"();
--> statement-breakpoint
CREATE TRIGGER "company_directory_certificate_delete" AFTER DELETE ON "qualification_certificate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_directory_follow"();
