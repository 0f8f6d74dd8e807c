-- Why a certificate was cancelled (issue 58: "a replaced song is not a refund"), kept beside its
-- date so that /licenca says the true reason with no rebuild. Written with `revoked_on`, by the
-- same statement, and never after: the first cancellation's reason stays, as its date does.
--   refund           the seller's refund (npm run pedido -- reembolso, npm run licence -- revoke)
--   platform-refund  the payment platform refunded the sale (its webhook)
--   chargeback       the sale was charged back (its webhook)
--   platform-cancel  the platform cancelled the sale (its webhook)
--   replaced         a new version of the song was delivered in its place (entregar --substituir)
-- A row cancelled before this migration keeps a NULL reason: the page then says only that it was
-- cancelled. `replaced_by` is the new version's certificate number, where it has one.
ALTER TABLE certificates ADD COLUMN revoked_reason TEXT
  CHECK (revoked_reason IN ('refund', 'platform-refund', 'chargeback', 'platform-cancel', 'replaced'));
ALTER TABLE certificates ADD COLUMN replaced_by TEXT;
