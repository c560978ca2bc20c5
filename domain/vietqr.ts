/**
 * VietQR: the NAPAS merchant-presented QR code (EMVCo QRCPS, NAPAS 247's profile) that every
 * Vietnamese banking app scans to fill in a transfer: the beneficiary bank's BIN, the account,
 * the amount in đồng and the transfer's message. Pure: the fee's page draws it, the reminder and
 * the printout carry it, and the tests read it back with `readVietQr`.
 *
 * The payload is a run of fields, each `ID` (2 digits) `length` (2 digits) `value`, ending in the
 * CRC-16/CCITT-FALSE of everything before it, `63` and `04` included.
 */

/** NAPAS's identifier in the merchant account field (tag 38, sub-tag 00). */
export const NAPAS_GUID = 'A000000727';
/** The service: a transfer to an account number (a card number would be QRIBFTTC). */
export const TO_ACCOUNT = 'QRIBFTTA';
/** ISO 4217 numeric code of the Vietnamese đồng. */
const VND = '704';

export interface VietQrTransfer {
  /** The beneficiary bank's 6-digit BIN (970436 is Vietcombank). */
  bin: string;
  /** The account number at that bank. */
  account: string;
  /** Đồng, a whole number; none leaves the amount to the payer. */
  amount?: number;
  /** The transfer's message, what the bank statement shows: our fee's transfer code. */
  message?: string;
}

/** The message limit NAPAS gives the purpose of transaction (tag 62, sub-tag 08). */
export const MESSAGE_MAX = 25;
const BIN = /^\d{6}$/;
const ACCOUNT = /^[0-9A-Za-z]{1,19}$/;
// What every bank carries through unchanged: no accents, no punctuation.
const MESSAGE = /^[0-9A-Za-z ]*$/;

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR), 4 hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload to draw as a QR code; a bad bank, account, amount or message is refused, not sent to a bank. */
export function vietQrPayload({ bin, account, amount, message }: VietQrTransfer): string {
  if (!BIN.test(bin)) throw new RangeError('A VietQR needs the bank’s 6-digit BIN');
  if (!ACCOUNT.test(account)) throw new RangeError('A VietQR account is 1 to 19 letters and digits');
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0 || String(amount).length > 13))
    throw new RangeError('A VietQR amount is a whole number of đồng above 0');
  if (message !== undefined && (message.length > MESSAGE_MAX || !MESSAGE.test(message)))
    throw new RangeError(`A VietQR message is up to ${MESSAGE_MAX} letters, digits and spaces`);
  const beneficiary = field('00', bin) + field('01', account);
  const body = [
    field('00', '01'),
    // 12: made for one payment (it carries the amount); 11: the account alone, for any payment.
    field('01', amount === undefined ? '11' : '12'),
    field('38', field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TO_ACCOUNT)),
    field('53', VND),
    amount === undefined ? '' : field('54', String(amount)),
    field('58', 'VN'),
    message ? field('62', field('08', message)) : '',
    '6304',
  ].join('');
  return body + crc16(body);
}

/** A payload's top-level fields (or a template's sub-fields), by ID; null when it does not parse. */
export function emvFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length;) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) return null;
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

export interface ReadVietQr extends VietQrTransfer {
  service: string;
  /** Whether the last four digits are the CRC of the rest. */
  crcValid: boolean;
}

/** What a banking app reads from a payload; null when it is not a NAPAS VietQR. */
export function readVietQr(payload: string): ReadVietQr | null {
  const top = emvFields(payload);
  const merchant = top && emvFields(top.get('38') ?? '');
  const beneficiary = merchant && emvFields(merchant.get('01') ?? '');
  if (!top || !merchant || !beneficiary || merchant.get('00') !== NAPAS_GUID || top.get('53') !== VND) return null;
  const extra = emvFields(top.get('62') ?? '');
  const amount = top.get('54');
  return {
    bin: beneficiary.get('00') ?? '',
    account: beneficiary.get('01') ?? '',
    service: merchant.get('02') ?? '',
    ...(amount !== undefined && { amount: Number(amount) }),
    ...(extra?.get('08') !== undefined && { message: extra.get('08') }),
    crcValid: payload.endsWith('6304' + crc16(payload.slice(0, -4))) && payload.length > 8,
  };
}
