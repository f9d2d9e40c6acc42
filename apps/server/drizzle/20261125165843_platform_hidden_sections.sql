ALTER TABLE "platform_config" ADD COLUMN "hidden_sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- CHANGCHUN keeps what spec §2 hid by its code: the party building and the footer's friendly links.
UPDATE "platform_config" SET "hidden_sections" = '["partyBuilding","friendlyLinks"]'::jsonb WHERE "platform_code" = 'CHANGCHUN';
