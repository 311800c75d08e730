-- AlterTable
ALTER TABLE "creative_sessions" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- Fill the sessions already recorded with their stream's version (what `npm run replay` would write).
UPDATE "creative_sessions" AS "session" SET "version" = "stream"."version"::INTEGER
FROM "streams" AS "stream" WHERE "stream"."stream_id" = 'creative-session:' || "session"."id";
