-- Every write to the public catalogue (designs, their reviews, collections) announces itself on the
-- channel catalogue_changed at commit, whoever makes it (app, seed, CLI, tests). The embedded
-- database's in-process cache of catalogue answers listens to it (docs/decisions/0009).
-- LANGUAGE comes last on purpose: migrate.ts quotes each statement inside a dollar-quoted block,
-- and a body quote at the very end would run into that block's closing quote.
CREATE OR REPLACE FUNCTION "public"."catalogue_changed"() RETURNS trigger AS $fn$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$fn$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "designs_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."designs" FOR EACH STATEMENT EXECUTE FUNCTION "public"."catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."reviews" FOR EACH STATEMENT EXECUTE FUNCTION "public"."catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "collections_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."collections" FOR EACH STATEMENT EXECUTE FUNCTION "public"."catalogue_changed"();
