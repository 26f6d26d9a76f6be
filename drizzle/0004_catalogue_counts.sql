CREATE TABLE "catalogue_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"public_designs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written from here: triggers keep catalogue_counts equal to count(*) of public designs per
-- category on every insert, update, delete and truncate of designs, whoever writes (the counter
-- row's lock orders concurrent writers). LANGUAGE comes last for migrate.ts's quoting (see 0002).
CREATE OR REPLACE FUNCTION "public"."count_public_designs"() RETURNS trigger AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "public"."catalogue_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_public THEN
    UPDATE "public"."catalogue_counts" SET public_designs = public_designs - 1 WHERE category = OLD.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_public THEN
    INSERT INTO "public"."catalogue_counts" AS c (category, public_designs) VALUES (NEW.category, 1)
    ON CONFLICT (category) DO UPDATE SET public_designs = c.public_designs + 1;
  END IF;
  RETURN NULL;
END
$fn$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "designs_count_public" AFTER INSERT OR UPDATE OF is_public, category OR DELETE ON "public"."designs" FOR EACH ROW EXECUTE FUNCTION "public"."count_public_designs"();
--> statement-breakpoint
CREATE TRIGGER "designs_count_public_truncate" AFTER TRUNCATE ON "public"."designs" FOR EACH STATEMENT EXECUTE FUNCTION "public"."count_public_designs"();
--> statement-breakpoint
INSERT INTO "public"."catalogue_counts" (category, public_designs) SELECT category, count(*)::int FROM "public"."designs" WHERE is_public GROUP BY category;
