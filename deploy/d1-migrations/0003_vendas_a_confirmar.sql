-- What the sales webhook keeps besides 0002 (issue 58; docs/decisions/0028-sales-webhooks.md),
-- written through src/features/orders/order-store.ts only.

-- A sale of a product she has not mapped to a package (VENDAS_PRODUTOS) still opens its order,
-- with no package and no songs yet: `package` NULL is "a confirmar", until
-- `npm run pedido -- confirmar <pedido> --pacote …` writes it and the songs. SQLite cannot drop a
-- NOT NULL in place, so the table is made again with the same rows (songs refer to it by name:
-- the check of their references waits for the end of the migration, D1's defer_foreign_keys).
-- `buyer_phone`: her phone as the platform gave it, for the WhatsApp message with her address;
-- personal data, emptied by `npm run pedido -- apagar` with her name and e-mail.
PRAGMA defer_foreign_keys = on;

CREATE TABLE orders_new (
  number TEXT PRIMARY KEY,
  token_hash TEXT UNIQUE,
  media_key TEXT NOT NULL,
  package TEXT CHECK (package IN ('single', 'triple')),
  buyer_name TEXT,
  buyer_email TEXT,
  buyer_phone TEXT,
  platform_code TEXT,
  purchased_on TEXT NOT NULL,
  terms_version TEXT NOT NULL,
  created_at TEXT NOT NULL,
  erased_at TEXT
) STRICT;

INSERT INTO orders_new (number, token_hash, media_key, package, buyer_name, buyer_email,
  platform_code, purchased_on, terms_version, created_at, erased_at)
SELECT number, token_hash, media_key, package, buyer_name, buyer_email, platform_code,
  purchased_on, terms_version, created_at, erased_at FROM orders;

DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;

PRAGMA defer_foreign_keys = off;

-- The sale's product as the platform named it (`<product>` or `<product>:<offer>`, the key of
-- VENDAS_PRODUTOS), so that an order "a confirmar" says which product to map; and the coupon the
-- buyer used, for her sales record. Both kept with the sale's record and forgotten with it.
ALTER TABLE sales ADD COLUMN product TEXT;
ALTER TABLE sales ADD COLUMN coupon TEXT;
