-- AlterTable
ALTER TABLE "chat_questions" ADD COLUMN     "by_admin" BOOLEAN NOT NULL DEFAULT false;
