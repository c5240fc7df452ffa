import type { AdminFeedback } from '@ffe/shared/contracts/admin-service';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { auditOf } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member, SignedInStaff } from '../../../test/factories';
import { itGuardsWithPermission } from '../../../test/staff';
import type { FeedbackTable } from '../../db/schema';

type Page = { list: AdminFeedback[]; total: number };

describeOnEachDatabase('The feedback inbox', (t) => {
  let agent: SignedInStaff;
  let ann: Member;

  /** Feedback as [id, type, rating, handled], sent one millisecond apart in this order. */
  const sent: [string, string, number, boolean][] = [
    ['f-1', 'delivery', 4, false],
    ['f-2', 'problem', 1, true],
    ['f-3', 'suggestion', 5, false],
    ['f-4', 'problem', 2, false],
  ];

  const aFeedback = (row: Partial<FeedbackTable> & { id: string }) =>
    t.db
      .insertInto('feedback')
      .values({
        user_id: ann.id,
        type: 'quality',
        rating: 3,
        content: '花材很好，希望包装再精致些',
        pictures: '[]',
        contact: '13912345678',
        created_at: Date.now(),
        handled_at: null,
        handled_by: null,
        ...row,
      })
      .execute();

  beforeAll(async () => {
    agent = await t.staff('service');
    ann = await t.member({ phone: '13912345678' });
    const at = Date.now();
    for (const [i, [id, type, rating, handled]] of sent.entries()) {
      await aFeedback({
        id,
        type,
        rating,
        created_at: at + i,
        handled_at: handled ? at : null,
        handled_by: handled ? agent.id : null,
      });
    }
  });

  const list = async (body: object) => {
    const answer = await post<Page>(t.app, '/api/admin/feedback/list', body, agent);
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const ids = (page: Page) => page.list.map((f) => f.id);
  const handle = (id: string, handled: unknown) =>
    post<AdminFeedback>(t.app, `/api/admin/feedback/handle/${id}`, { handled }, agent);

  it('lists feedback newest first, with the masked customer and who handled it', async () => {
    const page = await list({});
    expect(ids(page)).toEqual(['f-4', 'f-3', 'f-2', 'f-1']);
    expect(page.list.find((f) => f.id === 'f-2')).toMatchObject({
      type: 'problem',
      rating: 1,
      customer: { id: ann.id, phone: '139****5678' },
      handled: true,
      handledTime: expect.any(Number),
      handledBy: { id: agent.id, name: agent.displayName },
    });
    expect(page.list.find((f) => f.id === 'f-1')).toMatchObject({ handled: false, handledTime: null, handledBy: null });
  });

  it.each([
    [{ handled: false }, ['f-4', 'f-3', 'f-1']],
    [{ handled: true }, ['f-2']],
    [{ type: 'problem' }, ['f-4', 'f-2']],
    [{ type: 'problem', handled: false }, ['f-4']],
    [{ sort: 'rating', order: 'asc' }, ['f-2', 'f-4', 'f-1', 'f-3']],
    [{ sort: 'createTime', order: 'asc' }, ['f-1', 'f-2', 'f-3', 'f-4']],
  ])('filters and sorts by %j', async (filter, expected) => {
    const page = await list(filter);
    expect(ids(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('pages without overlap or gap', async () => {
    const pages = await Promise.all([1, 2].map((page) => list({ page, pageSize: 3 })));
    expect(pages.flatMap(ids)).toEqual(['f-4', 'f-3', 'f-2', 'f-1']);
    expect(pages.map((p) => p.total)).toEqual([4, 4]);
  });

  it('marks feedback handled by the staff member, in the audit log too, and open again', async () => {
    await aFeedback({ id: 'f-new' });
    const handled = await handle('f-new', true);
    expect(handled.status).toBe(200);
    expect(handled.body.data).toMatchObject({
      id: 'f-new',
      handled: true,
      handledBy: { id: agent.id, name: agent.displayName },
    });

    const reopened = await handle('f-new', false);
    expect(reopened.body.data).toMatchObject({ handled: false, handledTime: null, handledBy: null });
    expect(await auditOf(t.db, 'f-new')).toEqual([
      expect.objectContaining({
        actor_id: agent.id,
        area: 'feedback',
        action: 'handle',
        record_type: 'feedback',
        before: JSON.stringify({ handled: false }),
        after: JSON.stringify({ handled: true }),
      }),
      expect.objectContaining({ action: 'reopen', after: JSON.stringify({ handled: false }) }),
    ]);
  });

  it('refuses to mark handled what already is, recording nothing', async () => {
    await aFeedback({ id: 'f-twice' });
    expect((await handle('f-twice', true)).status).toBe(200);
    const again = await handle('f-twice', true);
    expect(again.status).toBe(409);
    expect(again.body.errCode).toBe('FEEDBACK_STATUS_CONFLICT');
    expect((await auditOf(t.db, 'f-twice')).map((e) => e.action)).toEqual(['handle']);
  });

  it('answers 404 for feedback that does not exist', async () => {
    expect((await handle('no-such-feedback', true)).status).toBe(404);
  });

  it('refuses a handled flag that is not true or false with 400 naming it, changing nothing', async () => {
    const answer = await handle('f-1', 'yes');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('handled');
    const row = await t.db
      .selectFrom('feedback')
      .select('handled_at')
      .where('id', '=', 'f-1')
      .executeTakeFirstOrThrow();
    expect(row.handled_at).toBeNull();
  });

  it.each([
    ['type', { type: 'complaint' }],
    ['handled', { handled: 1 }],
    ['sort', { sort: 'contact' }],
    ['pageSize', { pageSize: 500 }],
  ])('refuses a list with a bad %s with 400 naming it', async (field, body) => {
    const answer = await post(t.app, '/api/admin/feedback/list', body, agent);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
  });

  itGuardsWithPermission(t, 'feedback.handle', [
    { url: '/api/admin/feedback/list', allowed: 200 },
    { url: '/api/admin/feedback/handle/missing', body: { handled: true }, allowed: 404 },
  ]);
});
