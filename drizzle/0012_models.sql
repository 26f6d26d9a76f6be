CREATE TABLE "design_model_claims" (
	"design_id" uuid PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "depth_mm" double precision;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "model_url" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "model_report" jsonb;--> statement-breakpoint
ALTER TABLE "design_model_claims" ADD CONSTRAINT "design_model_claims_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;