CREATE TABLE "legal_document" (
	"key" varchar(32) NOT NULL,
	"version" varchar(32) NOT NULL,
	"title" varchar(50) NOT NULL,
	"sections" jsonb NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	CONSTRAINT "legal_document_key_version_pk" PRIMARY KEY("key","version")
);
