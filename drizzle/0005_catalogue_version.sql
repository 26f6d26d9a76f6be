CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bag_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Hand-written from here. The single version row, and the catalogue trigger of 0002 now also bumps
-- it in the writer's transaction: an instance that reads version N knows every write committed
-- before its read is counted (decision 0012). LANGUAGE comes last for migrate.ts's quoting (see 0002).
ALTER TABLE "public"."catalogue_version" ADD CONSTRAINT "catalogue_version_single_row" CHECK ("id");
--> statement-breakpoint
INSERT INTO "public"."catalogue_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public"."catalogue_changed"() RETURNS trigger AS $fn$
BEGIN
  UPDATE "public"."catalogue_version" SET version = version + 1;
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$fn$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A member's bag_version goes up with every change to their bag lines, in the writer's transaction,
-- for the same reason: the session check reads it, and a bag answer kept under an older number is
-- not used (decision 0012).
CREATE OR REPLACE FUNCTION "public"."bag_changed"() RETURNS trigger AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "public"."users" SET bag_version = bag_version + 1;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "public"."users" SET bag_version = bag_version + 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    UPDATE "public"."users" SET bag_version = bag_version + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$fn$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "cart_lines_bag_changed" AFTER INSERT OR UPDATE OR DELETE ON "public"."cart_lines" FOR EACH ROW EXECUTE FUNCTION "public"."bag_changed"();
--> statement-breakpoint
CREATE TRIGGER "cart_lines_bag_changed_truncate" AFTER TRUNCATE ON "public"."cart_lines" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bag_changed"();
--> statement-breakpoint
-- The embedded database's in-process cache of callers listens to this (one process owns PGlite, and
-- it delivers a notification before the writing statement returns). On PostgreSQL nobody listens
-- and the cache is off. The payload names the member whose account or sessions changed.
CREATE OR REPLACE FUNCTION "public"."member_changed"() RETURNS trigger AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('member_changed', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('member_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('member_changed', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$fn$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "users_member_changed" AFTER UPDATE OR DELETE ON "public"."users" FOR EACH ROW EXECUTE FUNCTION "public"."member_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_member_changed_truncate" AFTER TRUNCATE ON "public"."users" FOR EACH STATEMENT EXECUTE FUNCTION "public"."member_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_member_changed" AFTER UPDATE OR DELETE ON "public"."sessions" FOR EACH ROW EXECUTE FUNCTION "public"."member_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_member_changed_truncate" AFTER TRUNCATE ON "public"."sessions" FOR EACH STATEMENT EXECUTE FUNCTION "public"."member_changed"();
