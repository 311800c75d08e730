-- CreateTable
CREATE TABLE "media_blobs" (
    "hash" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" BIGINT NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "written_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_blobs_pkey" PRIMARY KEY ("hash")
);

-- Image files are compressed already: store them out of line without TOAST's compression attempt.
ALTER TABLE "media_blobs" ALTER COLUMN "data" SET STORAGE EXTERNAL;
