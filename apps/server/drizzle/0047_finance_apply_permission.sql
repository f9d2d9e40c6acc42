-- 融资申请 gets its own key (finance_apply). Template roles cannot be edited, so every business's
-- 管理员 and 财务 still hold exactly what their template gave them: both take the new key, as
-- ROLE_TEMPLATES now lists it. Custom roles are the business's to change.
UPDATE "business_role"
SET "permissions" = "permissions" || '["finance_apply"]'::jsonb
WHERE "template" IN ('admin', 'finance') AND NOT ("permissions" @> '["finance_apply"]'::jsonb);
