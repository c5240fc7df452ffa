import { describe, expect, it } from 'vitest';
import { md5Hex } from './md5';

describe('md5Hex', () => {
  // Digests from a reference implementation; the lengths around 55/56 bytes cross the padding boundary.
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
    ['customer-service,u_1', '6264e6726d273158a651fe0f3da35b42'],
    ['鲜花速递客服', '0bd8f0092a2378403cc90e303fd6ec93'],
    ['x'.repeat(55), '04364420e25c512fd958a70738aa8f72'],
    ['y'.repeat(56), '6c830a5d23df58dbe0171eb5639bf3e4'],
    ['z'.repeat(1000), '93f8e2ed34e2c6727cf1ee6f138267e9'],
    ['🌹 roses', '9f4e4e9be164f9240afe0b71f5146623'],
  ])('hashes %j', (text, digest) => {
    expect(md5Hex(text)).toBe(digest);
  });
});
