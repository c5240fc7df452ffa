import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line';

describe('addressLine', () => {
  it("says a municipality's city once", () => {
    expect(addressLine({ province: '上海市', city: '上海市', district: '徐汇区', detail: '漕溪北路 1 号' })).toBe(
      '上海市 徐汇区 漕溪北路 1 号',
    );
  });

  it('keeps a province and its city apart, and leaves the street out when there is none', () => {
    expect(addressLine({ province: '浙江省', city: '杭州市', district: '西湖区' })).toBe('浙江省 杭州市 西湖区');
  });
});
