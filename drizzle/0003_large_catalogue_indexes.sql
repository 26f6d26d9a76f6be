-- Hand-written first two statements: the order desk's trigram indexes need pg_trgm. It goes into
-- schema public, never into a test run's own schema (dropping that would take the extension from
-- every other schema), and for this transaction search_path also names the schema the extension
-- lives in, so gin_trgm_ops is found wherever it was installed.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
SELECT set_config('search_path', current_setting('search_path') || ', ' || (SELECT quote_ident(n.nspname) FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'), true);--> statement-breakpoint
DROP INDEX "designs_public_category_idx";--> statement-breakpoint
DROP INDEX "designs_public_created_idx";--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_payment_trgm_idx" ON "orders" USING gin ("payment_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "designs_public_category_idx" ON "designs" USING btree ("category","created_at","id") WHERE "designs"."is_public";--> statement-breakpoint
CREATE INDEX "designs_public_created_idx" ON "designs" USING btree ("created_at","id") WHERE "designs"."is_public";