-- AlterTable
ALTER TABLE "creative_images" ADD COLUMN     "archived_at" TIMESTAMPTZ(3);
