-- CreateTable
CREATE TABLE "team_questions" (
    "id" UUID NOT NULL,
    "session_id" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "email" TEXT,
    "asked_at" TIMESTAMPTZ(3) NOT NULL,
    "answered_at" TIMESTAMPTZ(3),

    CONSTRAINT "team_questions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "team_questions_asked_at_idx" ON "team_questions"("asked_at");

-- CreateIndex
CREATE INDEX "team_questions_session_id_idx" ON "team_questions"("session_id");

-- CreateIndex
CREATE INDEX "team_questions_email_idx" ON "team_questions"("email");
