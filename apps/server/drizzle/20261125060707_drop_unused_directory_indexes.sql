DROP INDEX "business_directory_idx";--> statement-breakpoint
DROP INDEX "business_directory_type_idx";