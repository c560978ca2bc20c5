import { describe, expect, it } from 'vitest';
import { fillZnsParams, znsParams } from './zns-params';

describe("a Zalo template's parameters", () => {
  it('reads the mapping line by line, a value keeping its own "="', () => {
    expect(znsParams(' a = x = y \n\nb=')).toEqual([
      { name: 'a', value: 'x = y' },
      { name: 'b', value: '' },
    ]);
  });

  it('fills each on one line, leaving a field it does not know as written', () => {
    expect(fillZnsParams(znsParams('note = Lớp {class_name}  hôm nay\nwho = {nobody}'), { class_name: 'U10\nsáng' })).toEqual({
      note: 'Lớp U10 sáng hôm nay',
      who: '{nobody}',
    });
  });
});
