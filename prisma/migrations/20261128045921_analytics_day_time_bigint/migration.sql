-- AlterTable
ALTER TABLE "analytics_day_summaries" ALTER COLUMN "time_spent" SET DATA TYPE BIGINT;
