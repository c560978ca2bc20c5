/** Deterministic Vietnamese demo people: the same seed always gives the same academy. */

export const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
export const MIDDLE = ['Văn', 'Thị', 'Minh', 'Đức', 'Gia', 'Ngọc', 'Thanh', 'Quốc', 'Hoàng', 'Bảo', 'Anh', 'Khánh', 'Hữu', 'Thu'];
export const GIVEN = [
  'An',
  'Bình',
  'Châu',
  'Dũng',
  'Duy',
  'Giang',
  'Hà',
  'Hải',
  'Hùng',
  'Huy',
  'Khang',
  'Khoa',
  'Lâm',
  'Linh',
  'Long',
  'Mai',
  'Minh',
  'Nam',
  'Ngân',
  'Nhi',
  'Phát',
  'Phong',
  'Phúc',
  'Quân',
  'Quang',
  'Sơn',
  'Tài',
  'Tâm',
  'Thảo',
  'Thắng',
  'Thịnh',
  'Trang',
  'Trí',
  'Trung',
  'Tuấn',
  'Uyên',
  'Việt',
  'Vy',
  'Yến',
  'Đạt',
];
export const STREETS = [
  'Cầu Giấy',
  'Xuân Thủy',
  'Trần Duy Hưng',
  'Nguyễn Trãi',
  'Láng Hạ',
  'Giải Phóng',
  'Nguyễn Văn Cừ',
  'Kim Mã',
  'Lê Văn Lương',
  'Hoàng Quốc Việt',
];
const DISTRICTS = ['Cầu Giấy', 'Thanh Xuân', 'Long Biên', 'Đống Đa', 'Ba Đình', 'Hai Bà Trưng'];

/** mulberry32: a small, fast, seedable generator. */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

export type Random = ReturnType<typeof randomSource>;

export function personName(r: Random): string {
  return `${r.pick(FAMILY)} ${r.pick(MIDDLE)} ${r.pick(GIVEN)}`;
}

export function parentOf(r: Random, childName: string): string {
  return `${childName.split(' ')[0]} ${r.pick(MIDDLE)} ${r.pick(GIVEN)}`;
}

export function mobile(r: Random): string {
  return `0${r.pick(['9', '8', '3', '7'])}${String(r.int(10_000_000, 99_999_999))}`;
}

export function address(r: Random): string {
  return `${r.int(1, 200)} ${r.pick(STREETS)}, ${r.pick(DISTRICTS)}, Hà Nội`;
}

export function birthDate(r: Random, fromYear: number, toYear: number): string {
  const y = r.int(fromYear, toYear);
  const m = String(r.int(1, 12)).padStart(2, '0');
  const d = String(r.int(1, 28)).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
