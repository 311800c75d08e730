-- CreateIndex
CREATE INDEX "events_transaction_order_idx" ON "events"("transaction_id", "global_position");
