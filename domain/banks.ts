/**
 * The banks a Vietnamese account can be at, as NAPAS 247 names them: each bank's BIN (the
 * 6-digit identifier a VietQR carries), the short name people and bank apps use, and the full
 * name. The academy picks its bank from this list in settings → general; the name it keeps is
 * the short one, and `bankNamed` finds the bank again from it, or from a name typed before the
 * list existed ("Vietcombank - CN Hà Nội").
 */
import { foldText } from './fold-text';

export interface Bank {
  bin: string;
  /** What the academy's settings keep and the pages show: "Vietcombank". */
  short: string;
  name: string;
  /** Former or other names the bank is known by, still found by `bankNamed`. */
  aliases?: string[];
}

export const BANKS: Bank[] = [
  { bin: '970436', short: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam', aliases: ['VCB'] },
  { bin: '970415', short: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam', aliases: ['ICB', 'Vietin'] },
  { bin: '970418', short: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
  { bin: '970405', short: 'Agribank', name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam', aliases: ['VBA'] },
  { bin: '970407', short: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam', aliases: ['TCB'] },
  { bin: '970422', short: 'MBBank', name: 'Ngân hàng TMCP Quân đội', aliases: ['MB', 'MB Bank'] },
  { bin: '970416', short: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  { bin: '970432', short: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng', aliases: ['VPB'] },
  { bin: '970423', short: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong', aliases: ['TPB'] },
  { bin: '970403', short: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín', aliases: ['STB'] },
  { bin: '970437', short: 'HDBank', name: 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh', aliases: ['HDB'] },
  { bin: '970441', short: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { bin: '970443', short: 'SHB', name: 'Ngân hàng TMCP Sài Gòn - Hà Nội' },
  { bin: '970448', short: 'OCB', name: 'Ngân hàng TMCP Phương Đông' },
  { bin: '970426', short: 'MSB', name: 'Ngân hàng TMCP Hàng Hải Việt Nam', aliases: ['Maritime Bank'] },
  { bin: '970440', short: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á' },
  { bin: '970431', short: 'Eximbank', name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam', aliases: ['EIB'] },
  { bin: '970449', short: 'LPBank', name: 'Ngân hàng TMCP Lộc Phát Việt Nam', aliases: ['LienVietPostBank', 'LPB'] },
  { bin: '970454', short: 'VietCapitalBank', name: 'Ngân hàng TMCP Bản Việt', aliases: ['BVBank', 'Ban Viet'] },
  { bin: '970429', short: 'SCB', name: 'Ngân hàng TMCP Sài Gòn' },
  { bin: '970412', short: 'PVcomBank', name: 'Ngân hàng TMCP Đại Chúng Việt Nam' },
  { bin: '970419', short: 'NCB', name: 'Ngân hàng TMCP Quốc Dân' },
  { bin: '970425', short: 'ABBANK', name: 'Ngân hàng TMCP An Bình' },
  { bin: '970409', short: 'BacABank', name: 'Ngân hàng TMCP Bắc Á', aliases: ['Bac A Bank'] },
  { bin: '970428', short: 'NamABank', name: 'Ngân hàng TMCP Nam Á', aliases: ['Nam A Bank'] },
  { bin: '970427', short: 'VietABank', name: 'Ngân hàng TMCP Việt Á', aliases: ['Viet A Bank'] },
  { bin: '970433', short: 'VietBank', name: 'Ngân hàng TMCP Việt Nam Thương Tín' },
  { bin: '970438', short: 'BaoVietBank', name: 'Ngân hàng TMCP Bảo Việt' },
  { bin: '970430', short: 'PGBank', name: 'Ngân hàng TMCP Thịnh vượng và Phát triển' },
  { bin: '970452', short: 'KienLongBank', name: 'Ngân hàng TMCP Kiên Long' },
  { bin: '970400', short: 'SaigonBank', name: 'Ngân hàng TMCP Sài Gòn Công Thương' },
  { bin: '970446', short: 'Co-opBank', name: 'Ngân hàng Hợp tác xã Việt Nam', aliases: ['COOPBANK'] },
  { bin: '970414', short: 'MBV', name: 'Ngân hàng TNHH MTV Việt Nam Hiện Đại', aliases: ['Oceanbank'] },
  { bin: '970444', short: 'VCBNeo', name: 'Ngân hàng TNHH MTV Ngoại thương Công nghệ số', aliases: ['CBBank'] },
  { bin: '970406', short: 'Vikki Bank', name: 'Ngân hàng TNHH MTV Số Vikki', aliases: ['DongABank', 'Dong A Bank'] },
  { bin: '970408', short: 'GPBank', name: 'Ngân hàng TNHH MTV Dầu khí Toàn cầu' },
  { bin: '546034', short: 'CAKE', name: 'Ngân hàng số CAKE by VPBank' },
  { bin: '546035', short: 'Ubank', name: 'Ngân hàng số Ubank by VPBank' },
  { bin: '963388', short: 'Timo', name: 'Ngân hàng số Timo by Bản Việt' },
  { bin: '970424', short: 'ShinhanBank', name: 'Ngân hàng TNHH MTV Shinhan Việt Nam', aliases: ['Shinhan'] },
  { bin: '970457', short: 'Woori', name: 'Ngân hàng TNHH MTV Woori Việt Nam' },
  { bin: '970410', short: 'StandardChartered', name: 'Ngân hàng TNHH MTV Standard Chartered Việt Nam' },
  { bin: '458761', short: 'HSBC', name: 'Ngân hàng TNHH MTV HSBC (Việt Nam)' },
  { bin: '970458', short: 'UOB', name: 'Ngân hàng TNHH MTV United Overseas Bank Việt Nam', aliases: ['UnitedOverseas'] },
  { bin: '422589', short: 'CIMB', name: 'Ngân hàng TNHH MTV CIMB Việt Nam' },
  { bin: '970439', short: 'PublicBank', name: 'Ngân hàng TNHH MTV Public Việt Nam' },
  { bin: '970442', short: 'HongLeong', name: 'Ngân hàng TNHH MTV Hong Leong Việt Nam' },
  { bin: '970434', short: 'IndovinaBank', name: 'Ngân hàng TNHH Indovina' },
  { bin: '970421', short: 'VRB', name: 'Ngân hàng Liên doanh Việt - Nga' },
  { bin: '668888', short: 'KBank', name: 'Ngân hàng Đại chúng TNHH Kasikornbank - Chi nhánh TP. Hồ Chí Minh' },
  { bin: '796500', short: 'DBS', name: 'DBS Bank Ltd - Chi nhánh TP. Hồ Chí Minh' },
  { bin: '970455', short: 'IBK HN', name: 'Ngân hàng Công nghiệp Hàn Quốc - Chi nhánh Hà Nội' },
  { bin: '970456', short: 'IBK HCM', name: 'Ngân hàng Công nghiệp Hàn Quốc - Chi nhánh TP. Hồ Chí Minh' },
  { bin: '970462', short: 'Kookmin HN', name: 'Ngân hàng Kookmin - Chi nhánh Hà Nội' },
  { bin: '970463', short: 'Kookmin HCM', name: 'Ngân hàng Kookmin - Chi nhánh TP. Hồ Chí Minh' },
  { bin: '801011', short: 'Nonghyup', name: 'Ngân hàng Nonghyup - Chi nhánh Hà Nội' },
];

/** Letters and digits only, folded: "Vietcombank - CN Hà Nội" → "vietcombankcnhanoi". */
const squeezed = (text: string) => foldText(text).replace(/[^a-z0-9]/g, '');

const NAMES = BANKS.flatMap((bank) =>
  [bank.short, bank.name, ...(bank.aliases ?? [])].map((name) => ({ name: squeezed(name), words: foldText(name), bank })),
);

/**
 * The bank a name in the academy's settings means: its short name, full name or a former name,
 * with or without accents, spaces and case, alone or followed by a branch ("Vietcombank - CN Hà
 * Nội", "BIDV chi nhánh Cầu Giấy"). Nothing when no bank of the list is named that way.
 */
export function bankNamed(text: string | null | undefined): Bank | undefined {
  if (!text) return undefined;
  const whole = squeezed(text);
  const exact = NAMES.find((n) => n.name === whole);
  if (exact) return exact.bank;
  // The bank's name, then a separator and a branch: the longest name wins (MBBank before MB).
  const folded = foldText(text);
  return NAMES.filter((n) => new RegExp(`^${escape(n.words)}(?:\\s*[-,(/–]|\\s+(?:cn|chi nhanh|pgd|branch)\\b)`).test(folded)).sort(
    (a, b) => b.words.length - a.words.length,
  )[0]?.bank;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
