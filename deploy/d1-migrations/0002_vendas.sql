-- The sales the payment platform reports by itself (issue 58; docs/decisions/0028-sales-webhooks.md),
-- written by functions/api/vendas/ through src/features/orders/order-store.ts only.

-- One row per sale, whichever of its events came first: it opens one order (order_number),
-- however many times and in whatever order the platform sends them. A refund, a chargeback or a
-- cancellation that arrives before the approval waits here (refund_kind, refunded_at) and is
-- applied when the order opens. `address_sent_at`: when the e-mail with the order's address was
-- sent (claimed before sending, released if the sending fails), so that it goes once. Kept with
-- the order's record of the sale, and forgotten with it.
CREATE TABLE sales (
  platform TEXT NOT NULL CHECK (platform IN ('hotmart', 'kiwify')),
  transaction_code TEXT NOT NULL,
  order_number TEXT,
  refund_kind TEXT CHECK (refund_kind IN ('refunded', 'chargeback', 'canceled')),
  refunded_at TEXT,
  address_sent_at TEXT,
  PRIMARY KEY (platform, transaction_code)
) STRICT;

-- Every event the platform sent, with its id, kind and time: the same event delivered again finds
-- its row. Kept as long as the order's record of the sale, and forgotten with it.
CREATE TABLE sale_events (
  platform TEXT NOT NULL CHECK (platform IN ('hotmart', 'kiwify')),
  event_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  platform_event TEXT NOT NULL,
  transaction_code TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (platform, event_id)
) STRICT;
