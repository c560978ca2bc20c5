import { describe, expect, it } from 'vitest';
import { hostSuffix } from './host-suffix';

describe('hostSuffix', () => {
  it('drops the academy label', () => {
    expect(hostSuffix('demo.localhost')).toBe('.localhost');
    expect(hostSuffix('Beta.AcademyHub.vn')).toBe('.academyhub.vn');
  });

  it('keeps a one-label host or an IP address whole', () => {
    expect(hostSuffix('localhost')).toBe('.localhost');
    expect(hostSuffix('127.0.0.1')).toBe('.127.0.0.1');
  });
});
