-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "events" (
    "global_position" BIGSERIAL NOT NULL,
    "stream_id" TEXT NOT NULL,
    "stream_version" BIGINT NOT NULL,
    "event_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "schema_version" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "metadata" JSONB NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "transaction_id" xid8 NOT NULL DEFAULT pg_current_xact_id(),

    CONSTRAINT "events_pkey" PRIMARY KEY ("global_position")
);

-- CreateTable
CREATE TABLE "streams" (
    "stream_id" TEXT NOT NULL,
    "version" BIGINT NOT NULL,

    CONSTRAINT "streams_pkey" PRIMARY KEY ("stream_id")
);

-- CreateTable
CREATE TABLE "creative_sessions" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "journey_stage" TEXT NOT NULL,
    "session_date" DATE NOT NULL,
    "learning_insights" TEXT,
    "next_steps" TEXT,

    CONSTRAINT "creative_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "creative_images" (
    "id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "extended_description" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "file_path" TEXT NOT NULL,
    "prompt" TEXT NOT NULL,
    "perspective" TEXT NOT NULL,
    "learning_status" TEXT NOT NULL,
    "journey_stage" TEXT NOT NULL,
    "rejection_reason" TEXT,
    "correction_approach" TEXT,
    "design_philosophy" TEXT,
    "complexity_level" INTEGER NOT NULL,
    "download_count" INTEGER NOT NULL DEFAULT 0,
    "licensing" TEXT NOT NULL DEFAULT 'Creative Commons CC0',
    "tags" JSONB NOT NULL DEFAULT '[]',
    "search_keywords" TEXT NOT NULL,
    "generation_params" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "creative_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "usage_locations" (
    "image_id" TEXT NOT NULL,
    "page" TEXT NOT NULL,
    "section" TEXT NOT NULL,
    "url" TEXT,

    CONSTRAINT "usage_locations_pkey" PRIMARY KEY ("image_id","page","section")
);

-- CreateTable
CREATE TABLE "page_visits" (
    "id" UUID NOT NULL,
    "session_id" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "referrer" TEXT,
    "user_agent" TEXT NOT NULL,
    "time_spent" INTEGER NOT NULL DEFAULT 0,
    "visited_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "page_visits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "navigations" (
    "id" UUID NOT NULL,
    "session_id" TEXT NOT NULL,
    "from_path" TEXT NOT NULL,
    "to_path" TEXT NOT NULL,
    "navigated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "navigations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "events_stream_id_stream_version_key" ON "events"("stream_id", "stream_version");

-- CreateIndex
CREATE UNIQUE INDEX "events_stream_id_event_id_key" ON "events"("stream_id", "event_id");

-- CreateIndex
CREATE INDEX "creative_sessions_journey_stage_idx" ON "creative_sessions"("journey_stage");

-- CreateIndex
CREATE INDEX "creative_images_perspective_idx" ON "creative_images"("perspective");

-- CreateIndex
CREATE INDEX "creative_images_learning_status_idx" ON "creative_images"("learning_status");

-- CreateIndex
CREATE INDEX "creative_images_journey_stage_idx" ON "creative_images"("journey_stage");

-- CreateIndex
CREATE INDEX "page_visits_session_id_idx" ON "page_visits"("session_id");

-- CreateIndex
CREATE INDEX "page_visits_visited_at_idx" ON "page_visits"("visited_at");

-- CreateIndex
CREATE INDEX "navigations_session_id_idx" ON "navigations"("session_id");

-- AddForeignKey
ALTER TABLE "creative_images" ADD CONSTRAINT "creative_images_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "creative_sessions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "usage_locations" ADD CONSTRAINT "usage_locations_image_id_fkey" FOREIGN KEY ("image_id") REFERENCES "creative_images"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The log is append-only: rows are never updated or deleted.
CREATE FUNCTION "events_reject_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the event log is append-only' USING ERRCODE = 'restrict_violation';
END $$;

CREATE TRIGGER "events_append_only" BEFORE UPDATE OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "events_reject_change"();

CREATE TRIGGER "events_no_truncate" BEFORE TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "events_reject_change"();

-- Raised by a single-statement append whose version check or idempotency check failed,
-- so that the projection writes composed into the same statement are rolled back with it.
CREATE FUNCTION "append_rejected"() RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'append rejected' USING ERRCODE = 'P0409';
END $$;
