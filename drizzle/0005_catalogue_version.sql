CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
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
-- The embedded database's in-process caches of sessions and bags listen to these (one process owns
-- PGlite, and it delivers a notification before the writing statement returns). On PostgreSQL
-- nobody listens and the caches are off. The payload names the session, the member or the bag's owner.
CREATE OR REPLACE FUNCTION "public"."member_changed"() RETURNS trigger AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify(TG_ARGV[0], '*');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify(TG_ARGV[0], NEW.user_id::text);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify(TG_ARGV[0], OLD.id::text);
  ELSE
    PERFORM pg_notify(TG_ARGV[0], OLD.user_id::text);
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify(TG_ARGV[0], NEW.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$fn$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "users_member_changed" AFTER UPDATE OR DELETE ON "public"."users" FOR EACH ROW EXECUTE FUNCTION "public"."member_changed"('member_changed');
--> statement-breakpoint
CREATE TRIGGER "users_member_changed_truncate" AFTER TRUNCATE ON "public"."users" FOR EACH STATEMENT EXECUTE FUNCTION "public"."member_changed"('member_changed');
--> statement-breakpoint
CREATE TRIGGER "sessions_member_changed" AFTER UPDATE OR DELETE ON "public"."sessions" FOR EACH ROW EXECUTE FUNCTION "public"."member_changed"('member_changed');
--> statement-breakpoint
CREATE TRIGGER "sessions_member_changed_truncate" AFTER TRUNCATE ON "public"."sessions" FOR EACH STATEMENT EXECUTE FUNCTION "public"."member_changed"('member_changed');
--> statement-breakpoint
CREATE TRIGGER "cart_lines_bag_changed" AFTER INSERT OR UPDATE OR DELETE ON "public"."cart_lines" FOR EACH ROW EXECUTE FUNCTION "public"."member_changed"('bag_changed');
--> statement-breakpoint
CREATE TRIGGER "cart_lines_bag_changed_truncate" AFTER TRUNCATE ON "public"."cart_lines" FOR EACH STATEMENT EXECUTE FUNCTION "public"."member_changed"('bag_changed');
