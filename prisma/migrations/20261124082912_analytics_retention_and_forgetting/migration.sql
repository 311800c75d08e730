-- CreateTable
CREATE TABLE "analytics_day_summaries" (
    "event_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "visits" INTEGER NOT NULL,
    "sessions" INTEGER NOT NULL,
    "bot_visits" INTEGER NOT NULL,
    "admin_visits" INTEGER NOT NULL,
    "timed_visits" INTEGER NOT NULL,
    "time_spent" INTEGER NOT NULL,
    "pages" JSONB NOT NULL,
    "navigations" JSONB NOT NULL,

    CONSTRAINT "analytics_day_summaries_pkey" PRIMARY KEY ("event_id","day")
);

-- CreateIndex
CREATE INDEX "analytics_day_summaries_day_idx" ON "analytics_day_summaries"("day");

-- The log stays append-only, with one deliberate exception: forgetting a visitor and analytics retention
-- rewrite or remove the events of visitor:<session id> streams, inside a transaction that first sets
-- chb.log_rewrite = 'analytics' (events/analytics/logRewrite.ts). Nothing else may change a row, and
-- nothing may truncate the log.
CREATE OR REPLACE FUNCTION "events_reject_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND current_setting('chb.log_rewrite', true) = 'analytics'
     AND OLD.stream_id LIKE 'visitor:%' THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the event log is append-only' USING ERRCODE = 'restrict_violation';
END $$;
