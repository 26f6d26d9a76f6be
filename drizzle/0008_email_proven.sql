ALTER TABLE "users" ADD COLUMN "email_proven_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: the accounts that already redeemed a mailed link (confirmation or reset) proved their
-- address then. Used link tokens are kept, so that is exact; an address only marked confirmed (by
-- EMAIL_CONFIRMATION=false, or the first start's administrator) is not proven.
UPDATE "public"."users" SET "email_proven_at" = "proof"."at"
FROM (SELECT "user_id", min("used_at") AS "at" FROM "public"."email_tokens" WHERE "used_at" IS NOT NULL GROUP BY "user_id") AS "proof"
WHERE "proof"."user_id" = "users"."id";
