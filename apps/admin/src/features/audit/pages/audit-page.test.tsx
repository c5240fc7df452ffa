// @vitest-environment jsdom
import type { AuditEntryView } from '@ffe/shared/contracts/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderConsole, signedIn } from '../../../test/render-console';

const roleChange: AuditEntryView = {
  _id: 'audit-1',
  actorId: 'staff-wang',
  actorName: '王店长',
  area: 'staff',
  action: 'staff.update',
  recordType: 'staff',
  recordId: 'staff-ann',
  recordLabel: '安花艺',
  before: { role: 'florist', enabled: true, displayName: '安花艺' },
  after: { role: 'courier', enabled: true, displayName: '安花艺' },
  ip: '10.0.0.7',
  createdAt: Date.UTC(2026, 1, 13, 1, 30),
};

const settingsChange: AuditEntryView = {
  ...roleChange,
  _id: 'audit-2',
  area: 'settings',
  action: 'delivery.update',
  recordType: 'delivery-settings',
  recordId: 'delivery',
  recordLabel: null,
  before: null,
  after: null,
};

const passwordReset: AuditEntryView = { ...roleChange, _id: 'audit-3', action: 'reset-password', before: null };

function openAuditAt(path: string, list: AuditEntryView[] = [roleChange]) {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf('admin')),
    '/api/admin/audit/list': ok({ list, total: 41 }),
    '/api/admin/audit/actors': ok({
      list: [
        { id: 'staff-wang', name: '王店长', username: 'wang' },
        { id: 'gone-1', name: '前员工', username: null },
      ],
    }),
  });
  return { api, app: renderConsole(path) };
}

const filters = () => document.querySelector('.filters') as HTMLElement;

describe('the audit log page', () => {
  it('reads its filters from the address and shows each change compactly, in full when expanded', async () => {
    const { api } = openAuditAt('/audit?area=staff&from=2026-02-01&to=2026-02-14&recordType=staff&page=2');
    expect(await screen.findByText('角色: 花艺师 → 配送员')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/audit/list')[0]).toEqual({
      area: 'staff',
      recordType: 'staff',
      from: '2026-02-01',
      to: '2026-02-14',
      page: 2,
      pageSize: 20,
    });
    expect(within(filters()).getByText('员工')).toBeTruthy();
    expect((within(filters()).getByPlaceholderText('开始日期') as HTMLInputElement).value).toBe('2026-02-01');

    const row = screen.getByText('角色: 花艺师 → 配送员').closest('tr') as HTMLElement;
    fireEvent.click(row.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    const detail = await waitFor(() => {
      const expanded = document.querySelector('.ant-table-expanded-row');
      if (!expanded) throw new Error('not expanded');
      return expanded as HTMLElement;
    });
    // Fields and values in the page's words, never the recorded English.
    expect(within(detail).getByText('角色')).toBeTruthy();
    expect(within(detail).getByText('花艺师')).toBeTruthy();
    expect(within(detail).getByText('配送员')).toBeTruthy();
    expect(within(detail).getByText('IP: 10.0.0.7')).toBeTruthy();
    // Unchanged fields stay out of the way.
    expect(within(detail).queryByText('姓名')).toBeNull();
  });

  it('filters by the person or record of a row, and by record id typed in, back to the first page', async () => {
    const { api, app } = openAuditAt('/audit?page=3');
    fireEvent.click(await screen.findByText('王店长', { selector: 'button *' }));
    await waitFor(() => expect(app.where()).toBe('/audit?actor=staff-wang'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/audit/list').at(-1)).toEqual({ actor: 'staff-wang', page: 1, pageSize: 20 }),
    );

    fireEvent.click(screen.getByText('员工 · 安花艺'));
    await waitFor(() => expect(app.where()).toBe('/audit?actor=staff-wang&recordType=staff&recordId=staff-ann'));

    const recordId = within(filters()).getByLabelText('记录编号');
    fireEvent.change(recordId, { target: { value: 'ord-1' } });
    fireEvent.keyDown(recordId, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(app.where()).toBe('/audit?actor=staff-wang&recordType=staff&recordId=ord-1'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/audit/list').at(-1)).toMatchObject({ actor: 'staff-wang', recordId: 'ord-1' }),
    );
  });

  it('offers everyone the log names in the person filter, from the log itself rather than the staff list', async () => {
    const { api, app } = openAuditAt('/audit');
    expect(await screen.findByText('角色: 花艺师 → 配送员')).toBeTruthy();
    const picker = within(filters()).getByLabelText('操作人');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('前员工'));
    await waitFor(() => expect(app.where()).toBe('/audit?actor=gone-1'));
    expect(screen.getAllByText('王店长 (wang)').length).toBeGreaterThan(0);
    expect(api.bodiesTo('/api/admin/audit/actors')).toEqual([{}]);
    expect(api.bodiesTo('/api/admin/staff/list')).toEqual([]);
  });

  it('names each action and area in the language in use, and an unknown action as recorded', async () => {
    openAuditAt('/audit', [settingsChange, passwordReset, roleChange]);
    const cellOf = (text: string) => screen.getByText(text, { selector: 'td' });
    expect(await screen.findByText('修改配送设置', { selector: 'td' })).toBeTruthy();
    expect(cellOf('重置密码')).toBeTruthy();
    expect(screen.getByText('staff.update', { selector: 'td code' })).toBeTruthy();
    expect(screen.getByText('配送设置', { selector: 'td .ant-tag' })).toBeTruthy();
    fireEvent.click(screen.getByText('English'));
    expect(await screen.findByText('Changed delivery settings', { selector: 'td' })).toBeTruthy();
    expect(cellOf('Reset password')).toBeTruthy();
  });
});
