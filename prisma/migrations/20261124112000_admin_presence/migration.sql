-- CreateTable
CREATE TABLE "admin_presence" (
    "tab_id" TEXT NOT NULL,
    "lease" TEXT NOT NULL,
    "account" TEXT NOT NULL,
    "image_id" TEXT NOT NULL,
    "editing" BOOLEAN NOT NULL DEFAULT false,
    "taken_over_by" TEXT,
    "opened_at" TIMESTAMPTZ(3) NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "admin_presence_pkey" PRIMARY KEY ("tab_id")
);

-- CreateIndex
CREATE INDEX "admin_presence_image_id_idx" ON "admin_presence"("image_id");
