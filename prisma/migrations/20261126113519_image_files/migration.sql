-- AlterTable
ALTER TABLE "creative_images" ADD COLUMN     "file" JSONB,
ALTER COLUMN "generation_params" DROP NOT NULL;
