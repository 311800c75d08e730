-- AlterTable
ALTER TABLE "page_visits" ADD COLUMN     "by_admin" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "admin_session_marks" (
    "event_id" UUID NOT NULL,
    "session_id" TEXT NOT NULL,
    "marked_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "admin_session_marks_pkey" PRIMARY KEY ("event_id")
);

-- CreateTable
CREATE TABLE "image_downloads" (
    "image_id" TEXT NOT NULL,
    "event_id" UUID NOT NULL,
    "by_admin" BOOLEAN NOT NULL,
    "downloaded_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "image_downloads_pkey" PRIMARY KEY ("image_id","event_id")
);

-- CreateTable
CREATE TABLE "chat_questions" (
    "event_id" UUID NOT NULL,
    "answered" BOOLEAN NOT NULL,
    "kind" TEXT NOT NULL,
    "asked_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chat_questions_pkey" PRIMARY KEY ("event_id")
);

-- CreateIndex
CREATE INDEX "admin_session_marks_session_id_idx" ON "admin_session_marks"("session_id");

-- CreateIndex
CREATE INDEX "image_downloads_downloaded_at_idx" ON "image_downloads"("downloaded_at");

-- CreateIndex
CREATE INDEX "chat_questions_asked_at_idx" ON "chat_questions"("asked_at");
