ALTER TABLE "designs" ADD COLUMN "engraving" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "engraving" text;