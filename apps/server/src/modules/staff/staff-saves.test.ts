import type { StaffMember } from '@ffe/shared/contracts/staff';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aStaffMember, type SignedInStaff } from '../../../test/factories';

/** What the staff editor sends back for a member it read: name, role and phone, with the version. */
const editorSave = (m: StaffMember, over: Partial<Pick<StaffMember, 'displayName' | 'role' | 'phone'>> = {}) => ({
  _id: m._id,
  version: m.version,
  displayName: m.displayName,
  role: m.role,
  phone: m.phone,
  ...over,
});

describeOnEachDatabase('console staff saves', (t) => {
  let ann: SignedInStaff;
  let bob: SignedInStaff;

  beforeAll(async () => {
    [ann, bob] = [await t.staff('admin'), await t.staff('admin')];
  });

  const as = (who: SignedInStaff, url: string, body: object) =>
    post<StaffMember>(t.app, `/api/admin/staff/${url}`, body, who);
  const load = async (id: string) => (await as(ann, 'detail', { _id: id })).body.data;
  const aNew = async () => (await aStaffMember(t.db, 'florist', { displayName: '小林' })).id;

  it("refuses a save made from a version another person's save has passed, changing nothing, and takes it from the new one", async () => {
    const id = await aNew();
    const annOpened = await load(id);
    const bobOpened = await load(id);
    const phoned = await as(ann, 'update', editorSave(annOpened, { phone: '13900001111' }));
    expect([phoned.status, phoned.body.data.version]).toEqual([200, annOpened.version + 1]);
    const stale = await as(bob, 'update', editorSave(bobOpened, { displayName: '林师傅' }));
    expect([stale.status, stale.body.errCode]).toEqual([409, 'RECORD_CHANGED']);
    expect(stale.body.message).toMatch(/^version: /);
    const now = await load(id);
    expect([now.displayName, now.phone, now.version]).toEqual(['小林', '13900001111', annOpened.version + 1]);
    const again = await as(bob, 'update', editorSave(now, { displayName: '林师傅' }));
    expect([again.body.data.displayName, again.body.data.phone]).toEqual(['林师傅', '13900001111']);
  });

  it('raises the version when the list disables a member, which an open editor then may not undo, but not on a password reset', async () => {
    const id = await aNew();
    const opened = await load(id);
    expect((await as(bob, 'reset-password', { _id: id, password: 'reset-pass-1' })).status).toBe(200);
    expect((await load(id)).version).toBe(opened.version);
    const disabled = await as(bob, 'update', { _id: id, version: opened.version, enabled: false });
    expect(disabled.body.data).toMatchObject({ enabled: false, version: opened.version + 1 });
    expect((await as(ann, 'update', editorSave(opened, { role: 'courier' }))).body.errCode).toBe('RECORD_CHANGED');
    expect(await load(id)).toMatchObject({ enabled: false, role: 'florist' });
  });

  it('lets exactly one of 200 saves made at once from one version through', async () => {
    const id = await aNew();
    const opened = await load(id);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        as(i % 2 ? ann : bob, 'update', editorSave(opened, { displayName: `花艺师${i}` })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errCode === 'RECORD_CHANGED')).toHaveLength(199);
    const winner = answers.find((a) => a.status === 200)?.body.data;
    const now = await load(id);
    expect([now.version, now.displayName]).toEqual([opened.version + 1, winner?.displayName]);
  });
});
