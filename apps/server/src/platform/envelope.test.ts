import { describe, expect, it } from 'vitest';
import { ok, okJson, withJson } from './envelope';

describe('the success envelope as JSON text', () => {
  it('is the envelope, stringified', () => {
    const data = { list: [{ id: 'rose', name: '红玫瑰' }], total: 1 };
    expect(JSON.parse(okJson(data))).toEqual(ok(data));
  });

  it('is rendered once per data object', () => {
    const data = { list: [], total: 0 };
    const first = okJson(data);
    data.total = 5;
    // A cached answer never changes; the text made for it is reused as it is.
    expect(okJson(data)).toBe(first);
    expect(okJson({ ...data })).toContain('"total":5');
  });

  it('is the text a builder joined for the object, when it gave one', () => {
    const data = withJson({ list: [], total: 2 }, '{"list":[],"total":2}');
    expect(okJson(data)).toBe('{"code":200,"message":"ok","data":{"list":[],"total":2}}');
    expect(JSON.parse(okJson(data))).toEqual(ok(data));
  });
});
