-- A message that asks for a transfer (a fee reminder, with the academy's bank account set up)
-- keeps the fee's VietQR payload: its e-mail draws it as a QR code to scan. Kept on every
-- channel's row, so a message resent later by e-mail still has it.
alter table notifications add column vietqr text;
