-- The orders delivered on the owner's own site (docs/decisions/0023-order-store.md): one row per
-- order, one per song, and the certificates' status that /licenca asks for. Written by
-- `npm run pedido` and by the Pages Functions under functions/api/, through
-- src/features/orders/order-store.ts only.

-- An order. Its private address holds a token of which only the SHA-256 is kept here; `number`
-- is what the owner types and says, and opens nothing. Personal data (name, e-mail) is emptied by
-- `npm run pedido -- apagar`, which keeps the record of the sale (erased_at).
CREATE TABLE orders (
  number TEXT PRIMARY KEY,
  token_hash TEXT UNIQUE,
  media_key TEXT NOT NULL,
  package TEXT NOT NULL CHECK (package IN ('single', 'triple')),
  buyer_name TEXT,
  buyer_email TEXT,
  platform_code TEXT,
  purchased_on TEXT NOT NULL,
  terms_version TEXT NOT NULL,
  created_at TEXT NOT NULL,
  erased_at TEXT
) STRICT;

-- A song of an order, from its lyrics to its first download. `first_download_at` is written once,
-- by a conditional update, and never changed; `refunded_at` cancels the song (a refund is per
-- song: the Pacote Profissional's guarantee counts each one).
CREATE TABLE songs (
  order_number TEXT NOT NULL REFERENCES orders (number),
  song INTEGER NOT NULL CHECK (song BETWEEN 1 AND 3),
  title TEXT,
  lyrics_sent_at TEXT,
  previews_at TEXT,
  preview_seconds TEXT,
  delivered_at TEXT,
  file_name TEXT,
  file_bytes INTEGER,
  file_seconds INTEGER,
  file_sha256 TEXT,
  certificate_number TEXT,
  certificate TEXT,
  first_download_at TEXT,
  downloads INTEGER NOT NULL DEFAULT 0,
  refunded_at TEXT,
  PRIMARY KEY (order_number, song)
) STRICT;

-- A certificate's status, which /licenca asks the site for: kept when the order is erased, since
-- the licence outlives it. `revoked_on` is the cancellation's date (a refund).
CREATE TABLE certificates (
  number TEXT PRIMARY KEY,
  order_number TEXT,
  revoked_on TEXT
) STRICT;
