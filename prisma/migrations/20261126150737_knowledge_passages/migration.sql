-- CreateTable
CREATE TABLE "knowledge_passages" (
    "id" TEXT NOT NULL,
    "document_id" TEXT NOT NULL,
    "document_keywords" TEXT NOT NULL,
    "passage_order" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "page" TEXT NOT NULL,
    "heading" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "keywords" TEXT NOT NULL,
    "questions" TEXT NOT NULL,
    "generic" BOOLEAN NOT NULL,
    "retired" BOOLEAN NOT NULL,
    "version" INTEGER NOT NULL,

    CONSTRAINT "knowledge_passages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "knowledge_passages_document_id_idx" ON "knowledge_passages"("document_id");
