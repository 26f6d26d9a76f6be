-- The owner's desk: reviews and the catalogue (issue 27, points 3 and 4). Reviews the admin hides
-- (kept, left out of the shop's reads); the admin's featured pieces, desk changes and collection
-- covers; the indexes of the two desks' lists and searches.
-- Hand-written first statement: the trigram indexes below need pg_trgm's operator class, which
-- migration 0003 installed in schema public; for this transaction search_path also names the schema
-- the extension lives in, so gin_trgm_ops is found from a test run's own schema too (see 0003).
SELECT set_config('search_path', current_setting('search_path') || ', ' || (SELECT quote_ident(n.nspname) FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'), true);--> statement-breakpoint
CREATE TABLE "design_counts" (
	"category" text NOT NULL,
	"source" text NOT NULL,
	"is_public" boolean NOT NULL,
	"featured" boolean NOT NULL,
	"designs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "design_counts_pkey" PRIMARY KEY("category","source","is_public","featured")
);
--> statement-breakpoint
CREATE TABLE "review_counts" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"reviews" bigint DEFAULT 0 NOT NULL,
	"hidden" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "cover_design_id" uuid;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(name) || chr(10) || lower(prompt)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_cover_design_id_designs_id_fk" FOREIGN KEY ("cover_design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designs_created_idx" ON "designs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "designs_category_created_idx" ON "designs" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "designs_search_trgm_idx" ON "designs" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "designs_featured_idx" ON "designs" USING btree ("featured_at","id") WHERE "designs"."featured_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_hidden_created_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."hidden_at" is not null;--> statement-breakpoint
-- Hand-written from here. Each collection's cover so far was a piece's picture (the seed's first
-- piece); name that piece.
UPDATE "public"."collections" c SET "cover_design_id" = (SELECT d."id" FROM "public"."designs" d WHERE d."image_url" = c."image_url" AND d."category" = c."category" ORDER BY d."created_at", d."id" LIMIT 1) WHERE c."image_url" IS NOT NULL;
--> statement-breakpoint
-- The desks' totals without counting rows (as 0006 for the order desk). design_counts: designs per
-- (category, source, public, featured); review_counts: one row, the reviews and the hidden ones.
-- Statement triggers over transition tables keep them in the writer's transaction (a million-row
-- insert is one grouped upsert); an update's old and new rows are counted in one statement, its
-- rows taken in key order, so two writers cannot wait on each other. Creating the triggers locks
-- the tables against writes until the backfill below commits, so the backfill is exact.
-- LANGUAGE comes last for migrate.ts's quoting (see 0002).
CREATE OR REPLACE FUNCTION "public"."count_designs"() RETURNS trigger AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "public"."design_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "public"."design_counts" AS c (category, source, is_public, featured, designs)
    SELECT category, source, is_public, featured_at IS NOT NULL, count(*) FROM new_designs GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category, source, is_public, featured) DO UPDATE SET designs = c.designs + excluded.designs;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "public"."design_counts" AS c SET designs = c.designs - d.n
    FROM (SELECT category, source, is_public, featured_at IS NOT NULL AS featured, count(*) AS n FROM old_designs GROUP BY 1, 2, 3, 4) d
    WHERE (c.category, c.source, c.is_public, c.featured) = (d.category, d.source, d.is_public, d.featured);
  ELSE
    INSERT INTO "public"."design_counts" AS c (category, source, is_public, featured, designs)
    SELECT category, source, is_public, featured, sum(n) FROM (
      SELECT category, source, is_public, featured_at IS NOT NULL AS featured, -1 AS n FROM old_designs
      UNION ALL
      SELECT category, source, is_public, featured_at IS NOT NULL, 1 FROM new_designs
    ) d GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category, source, is_public, featured) DO UPDATE SET designs = c.designs + excluded.designs;
  END IF;
  RETURN NULL;
END
$fn$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "designs_counted_inserted" AFTER INSERT ON "public"."designs" REFERENCING NEW TABLE AS new_designs FOR EACH STATEMENT EXECUTE FUNCTION "public"."count_designs"();
--> statement-breakpoint
CREATE TRIGGER "designs_counted_updated" AFTER UPDATE ON "public"."designs" REFERENCING OLD TABLE AS old_designs NEW TABLE AS new_designs FOR EACH STATEMENT EXECUTE FUNCTION "public"."count_designs"();
--> statement-breakpoint
CREATE TRIGGER "designs_counted_deleted" AFTER DELETE ON "public"."designs" REFERENCING OLD TABLE AS old_designs FOR EACH STATEMENT EXECUTE FUNCTION "public"."count_designs"();
--> statement-breakpoint
CREATE TRIGGER "designs_counted_truncated" AFTER TRUNCATE ON "public"."designs" FOR EACH STATEMENT EXECUTE FUNCTION "public"."count_designs"();
--> statement-breakpoint
INSERT INTO "public"."design_counts" (category, source, is_public, featured, designs)
SELECT category, source, is_public, featured_at IS NOT NULL, count(*) FROM "public"."designs" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public"."count_reviews"() RETURNS trigger AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "public"."review_counts" SET reviews = 0, hidden = 0 WHERE id;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE "public"."review_counts" AS c SET reviews = c.reviews + d.n, hidden = c.hidden + d.h
    FROM (SELECT count(*) AS n, count(hidden_at) AS h FROM new_reviews) d WHERE c.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "public"."review_counts" AS c SET reviews = c.reviews - d.n, hidden = c.hidden - d.h
    FROM (SELECT count(*) AS n, count(hidden_at) AS h FROM old_reviews) d WHERE c.id;
  ELSE
    UPDATE "public"."review_counts" AS c SET hidden = c.hidden + (SELECT count(hidden_at) FROM new_reviews) - (SELECT count(hidden_at) FROM old_reviews) WHERE c.id;
  END IF;
  RETURN NULL;
END
$fn$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "reviews_counted_inserted" AFTER INSERT ON "public"."reviews" REFERENCING NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION "public"."count_reviews"();
--> statement-breakpoint
CREATE TRIGGER "reviews_counted_updated" AFTER UPDATE ON "public"."reviews" REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION "public"."count_reviews"();
--> statement-breakpoint
CREATE TRIGGER "reviews_counted_deleted" AFTER DELETE ON "public"."reviews" REFERENCING OLD TABLE AS old_reviews FOR EACH STATEMENT EXECUTE FUNCTION "public"."count_reviews"();
--> statement-breakpoint
CREATE TRIGGER "reviews_counted_truncated" AFTER TRUNCATE ON "public"."reviews" FOR EACH STATEMENT EXECUTE FUNCTION "public"."count_reviews"();
--> statement-breakpoint
INSERT INTO "public"."review_counts" (id, reviews, hidden) SELECT true, count(*), count(hidden_at) FROM "public"."reviews";
--> statement-breakpoint
ALTER TABLE "public"."review_counts" ADD CONSTRAINT "review_counts_single_row" CHECK ("id");
