ALTER TABLE "designs" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_parent_id_designs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;