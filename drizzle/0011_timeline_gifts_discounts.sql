ALTER TABLE "orders" ADD COLUMN "production_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subtotal_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "is_gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gift_recipient" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "saved_address" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_discount_range" CHECK ("payments"."discount_cents" >= 0);--> statement-breakpoint
-- Orders placed before the timeline: their last change is the best date known for the step they reached.
UPDATE "orders" SET "production_started_at" = "updated_at" WHERE "status" IN ('in_production', 'shipped', 'delivered', 'completed') AND "production_started_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "status" IN ('delivered', 'completed') AND "delivered_at" IS NULL;--> statement-breakpoint
UPDATE "payments" SET "subtotal_cents" = "amount_cents" WHERE "subtotal_cents" IS NULL;
