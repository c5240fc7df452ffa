import { MAX_ADDRESSES } from '@ffe/shared/constants';
import type { Address, AddressInput } from '@ffe/shared/contracts/member-centre';
import { describe, expect, it } from 'vitest';
import { itAsksVisitorsToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { type Member, tick } from '../../../test/factories';

const home: AddressInput = {
  recipient: '张小花',
  phone: '13912345678',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园南路 88 号 3 栋 1201',
  tag: '家',
};

describeOnEachDatabase('addresses', (t) => {
  const list = async (who: Member) =>
    (await post<{ list: Address[] }>(t.app, '/api/member/address/list', {}, who)).body.data.list;
  const add = (who: Member, input: Partial<AddressInput> = {}) =>
    post<Address>(t.app, '/api/member/address/add', { ...home, ...input }, who);
  const added = async (who: Member, input: Partial<AddressInput> = {}) => {
    const { status, body } = await add(who, input);
    expect(status).toBe(200);
    await tick();
    return body.data;
  };
  const rowsOf = (who: Member) =>
    t.db.selectFrom('addresses').selectAll().where('user_id', '=', who.id).orderBy('id').execute();
  const defaults = async (who: Member) => (await list(who)).filter((a) => a.isDefault).map((a) => a.recipient);

  itAsksVisitorsToLogIn(
    t,
    '/api/member/address/',
    [
      ['list', {}],
      ['add', {}],
      ['update', { id: 'x' }],
      ['remove', { id: 'x' }],
      ['setDefault', { id: 'x' }],
    ],
    'asks a visitor to log in first on /%s, before looking at the body',
  );

  it('adds an address and answers it with its phone unmasked; the first one becomes the default', async () => {
    const ann = await t.member();
    const { status, body } = await add(ann, { isDefault: false });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: expect.any(String), ...home, isDefault: true });
    expect(await list(ann)).toEqual([body.data]);
  });

  it('trims what the member typed and defaults the tag to empty', async () => {
    const ann = await t.member();
    const { tag: _, ...untagged } = home;
    const { body } = await post<Address>(
      t.app,
      '/api/member/address/add',
      { ...untagged, recipient: '  李 雷 ', detail: ' 人民路 1 号 ' },
      ann,
    );
    expect(body.data).toMatchObject({ recipient: '李 雷', detail: '人民路 1 号', tag: '' });
  });

  it('lists the default first, then the newest', async () => {
    const ann = await t.member();
    await added(ann, { recipient: '第一个' });
    await added(ann, { recipient: '第二个' });
    await added(ann, { recipient: '第三个' });
    expect((await list(ann)).map((a) => a.recipient)).toEqual(['第一个', '第三个', '第二个']);
  });

  it('moves the default to a new address added as default, in one go', async () => {
    const ann = await t.member();
    await added(ann, { recipient: '老地址' });
    const office = await added(ann, { recipient: '公司', isDefault: true });
    expect(office.isDefault).toBe(true);
    expect(await defaults(ann)).toEqual(['公司']);
    expect((await list(ann))[0]?.id).toBe(office.id);
  });

  it('updates an address, and can make it the default', async () => {
    const ann = await t.member();
    await added(ann, { recipient: '老地址' });
    const other = await added(ann, { recipient: '公司' });
    const { status, body } = await post<Address>(
      t.app,
      '/api/member/address/update',
      { ...home, id: other.id, recipient: '新公司', phone: '13800000001', isDefault: true },
      ann,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({
      ...home,
      id: other.id,
      recipient: '新公司',
      phone: '13800000001',
      isDefault: true,
    });
    expect(await defaults(ann)).toEqual(['新公司']);
  });

  it('keeps the default when an update leaves the switch off: another must be chosen instead', async () => {
    const ann = await t.member();
    const first = await added(ann, { recipient: '老地址' });
    await added(ann, { recipient: '公司' });
    const { body } = await post<Address>(
      t.app,
      '/api/member/address/update',
      { ...home, id: first.id, recipient: '老地址', detail: '新的门牌号 2 号', isDefault: false },
      ann,
    );
    expect(body.data).toMatchObject({ detail: '新的门牌号 2 号', isDefault: true });
    expect(await defaults(ann)).toEqual(['老地址']);
  });

  it('sets another address as the default', async () => {
    const ann = await t.member();
    await added(ann, { recipient: '老地址' });
    const office = await added(ann, { recipient: '公司' });
    const { status, body } = await post<Address>(t.app, '/api/member/address/setDefault', { id: office.id }, ann);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: office.id, isDefault: true });
    expect(await defaults(ann)).toEqual(['公司']);
  });

  it('passes the default to the newest remaining address when the default is removed', async () => {
    const ann = await t.member();
    const first = await added(ann, { recipient: '第一个' });
    await added(ann, { recipient: '第二个' });
    await added(ann, { recipient: '第三个' });
    await added(ann, { recipient: '第四个' });
    const { status, body } = await post(t.app, '/api/member/address/remove', { id: first.id }, ann);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect((await list(ann)).map((a) => [a.recipient, a.isDefault])).toEqual([
      ['第四个', true],
      ['第三个', false],
      ['第二个', false],
    ]);
  });

  it('leaves the default alone when another address is removed, and removes the last one cleanly', async () => {
    const ann = await t.member();
    await added(ann, { recipient: '默认' });
    const other = await added(ann, { recipient: '别的' });
    await post(t.app, '/api/member/address/remove', { id: other.id }, ann);
    expect(await defaults(ann)).toEqual(['默认']);
    const [last] = await list(ann);
    await post(t.app, '/api/member/address/remove', { id: last?.id }, ann);
    expect(await list(ann)).toEqual([]);
  });

  it(`refuses a ${MAX_ADDRESSES + 1}th address with ADDRESS_LIMIT and keeps ${MAX_ADDRESSES}`, async () => {
    const ann = await t.member();
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await add(ann, { detail: `幸福路 ${i} 号` })).status).toBe(200);
    const { status, body } = await add(ann, { detail: '多出来的 1 号' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 409, errCode: 'ADDRESS_LIMIT', data: null });
    expect(await rowsOf(ann)).toHaveLength(MAX_ADDRESSES);
  });

  it('never passes the limit or makes two defaults when adds race', async () => {
    const ann = await t.member();
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) =>
        add(ann, { detail: `并发路 ${i} 号`, isDefault: i % 2 === 0 }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_ADDRESSES);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await rowsOf(ann)).toHaveLength(MAX_ADDRESSES);
    expect(await defaults(ann)).toHaveLength(1);
  });

  describe("another member's address", () => {
    it.each(['update', 'remove', 'setDefault'])(
      'answers /%s with 404, like a missing one, and changes nothing',
      async (call) => {
        const [ann, bob] = [await t.member(), await t.member()];
        await added(ann, { recipient: '安的家' });
        const bobs = await added(bob, { recipient: '鲍勃的家' });
        const before = await rowsOf(bob);
        for (const id of [bobs.id, 'no-such-address']) {
          const { status, body } = await post(
            t.app,
            `/api/member/address/${call}`,
            { ...home, id, isDefault: true },
            ann,
          );
          expect(status).toBe(404);
          expect(body).toMatchObject({ code: 404, errCode: 'NOT_FOUND' });
        }
        expect(await rowsOf(bob)).toEqual(before);
        expect(await defaults(ann)).toEqual(['安的家']);
      },
    );

    it('is never listed', async () => {
      const [ann, bob] = [await t.member(), await t.member()];
      await added(bob);
      expect(await list(ann)).toEqual([]);
    });
  });

  describe('bad input', () => {
    it.each([
      ['phone', { phone: '1234' }],
      ['recipient', { recipient: ' 张 ' }],
      ['detail', { detail: '' }],
      ['province', { province: undefined }],
      ['tag', { tag: '这是一个非常非常长的标签名字' }],
      ['isDefault', { isDefault: 'yes' }],
    ])('refuses a bad %s with 400 naming it and adds nothing', async (field, change) => {
      const ann = await t.member();
      const { status, body } = await post(t.app, '/api/member/address/add', { ...home, ...change }, ann);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, errCode: 'INVALID_PARAM' });
      expect(body.message).toContain(field);
      expect(await rowsOf(ann)).toEqual([]);
    });

    it('refuses a bad update with 400 naming the field and changes nothing', async () => {
      const ann = await t.member();
      const mine = await added(ann);
      const before = await rowsOf(ann);
      const { status, body } = await post(
        t.app,
        '/api/member/address/update',
        { ...home, id: mine.id, phone: '23912345678' },
        ann,
      );
      expect(status).toBe(400);
      expect(body.message).toContain('phone');
      expect(await rowsOf(ann)).toEqual(before);
    });

    it('refuses a missing id on remove and setDefault', async () => {
      const ann = await t.member();
      await added(ann);
      for (const call of ['remove', 'setDefault']) {
        const { status, body } = await post(t.app, `/api/member/address/${call}`, {}, ann);
        expect(status).toBe(400);
        expect(body.message).toContain('id');
      }
      expect(await rowsOf(ann)).toHaveLength(1);
    });
  });
});
