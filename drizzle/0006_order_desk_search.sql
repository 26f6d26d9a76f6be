-- Hand-written (decision 0011). The order desk's totals without counting orders:
--  * order_counts: one row, the number of orders (the unsearched desk's "All Orders (n)");
--  * order_search_customers: one row per distinct (customer_name, customer_email) pair on orders,
--    with how many orders carry it and its lowered text under one trigram index. A term's total
--    is the orders of the pairs whose name or email matches, plus the orders matching only by
--    number or payment id (list-orders.ts), exact as long as the triggers below keep these rows.
-- Triggers on orders keep both on every insert, delete, change of name or email and truncate, in the
-- writer's transaction. Each statement updates order_counts first, so a writer holding a pair's row
-- always holds the counter too and two writers cannot wait on each other. Creating the triggers
-- locks orders against writes until the backfill at the end commits, so the backfill is exact.
-- search_path also names pg_trgm's schema for this transaction (as in 0003), for gin_trgm_ops.
SELECT set_config('search_path', current_setting('search_path') || ', ' || (SELECT quote_ident(n.nspname) FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'), true);--> statement-breakpoint
CREATE TABLE "public"."order_counts" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_single_row" CHECK ("id")
);
--> statement-breakpoint
CREATE TABLE "public"."order_search_customers" (
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"orders" integer NOT NULL,
	"search" text GENERATED ALWAYS AS (lower("customer_name") || chr(10) || lower("customer_email")) STORED NOT NULL,
	CONSTRAINT "order_search_customers_pkey" PRIMARY KEY ("customer_name", "customer_email")
);
--> statement-breakpoint
CREATE INDEX "order_search_customers_trgm_idx" ON "public"."order_search_customers" USING gin ("search" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public"."count_orders_inserted"() RETURNS trigger AS $fn$
BEGIN
  INSERT INTO "public"."order_counts" AS c (id, orders) SELECT true, count(*) FROM new_orders
  ON CONFLICT (id) DO UPDATE SET orders = c.orders + excluded.orders;
  INSERT INTO "public"."order_search_customers" AS c (customer_name, customer_email, orders)
  SELECT customer_name, customer_email, count(*) FROM new_orders GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (customer_name, customer_email) DO UPDATE SET orders = c.orders + excluded.orders;
  RETURN NULL;
END
$fn$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public"."count_orders_deleted"() RETURNS trigger AS $fn$
BEGIN
  UPDATE "public"."order_counts" SET orders = orders - (SELECT count(*) FROM old_orders) WHERE id;
  UPDATE "public"."order_search_customers" AS c SET orders = c.orders - d.n
  FROM (SELECT customer_name, customer_email, count(*) AS n FROM old_orders GROUP BY 1, 2) d
  WHERE c.customer_name = d.customer_name AND c.customer_email = d.customer_email;
  DELETE FROM "public"."order_search_customers" AS c USING (SELECT DISTINCT customer_name, customer_email FROM old_orders) d
  WHERE c.customer_name = d.customer_name AND c.customer_email = d.customer_email AND c.orders <= 0;
  RETURN NULL;
END
$fn$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public"."count_orders_changed"() RETURNS trigger AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "public"."order_counts" SET orders = 0 WHERE id;
    DELETE FROM "public"."order_search_customers";
    RETURN NULL;
  END IF;
  IF (OLD.customer_name, OLD.customer_email) IS NOT DISTINCT FROM (NEW.customer_name, NEW.customer_email) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "public"."order_counts" WHERE id FOR UPDATE; -- the counter first, as every statement takes it
  UPDATE "public"."order_search_customers" SET orders = orders - 1
  WHERE customer_name = OLD.customer_name AND customer_email = OLD.customer_email;
  DELETE FROM "public"."order_search_customers"
  WHERE customer_name = OLD.customer_name AND customer_email = OLD.customer_email AND orders <= 0;
  INSERT INTO "public"."order_search_customers" AS c (customer_name, customer_email, orders)
  VALUES (NEW.customer_name, NEW.customer_email, 1)
  ON CONFLICT (customer_name, customer_email) DO UPDATE SET orders = c.orders + 1;
  RETURN NULL;
END
$fn$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "orders_count_inserted" AFTER INSERT ON "public"."orders" REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "public"."count_orders_inserted"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_deleted" AFTER DELETE ON "public"."orders" REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION "public"."count_orders_deleted"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_customer_changed" AFTER UPDATE OF customer_name, customer_email ON "public"."orders" FOR EACH ROW EXECUTE FUNCTION "public"."count_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_truncated" AFTER TRUNCATE ON "public"."orders" FOR EACH STATEMENT EXECUTE FUNCTION "public"."count_orders_changed"();
--> statement-breakpoint
INSERT INTO "public"."order_counts" (id, orders) SELECT true, count(*) FROM "public"."orders";
--> statement-breakpoint
INSERT INTO "public"."order_search_customers" (customer_name, customer_email, orders)
SELECT customer_name, customer_email, count(*) FROM "public"."orders" GROUP BY 1, 2;
