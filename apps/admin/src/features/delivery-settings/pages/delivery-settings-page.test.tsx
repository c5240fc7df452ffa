// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { aDeliverySettings, aStaffSelf } from '../../../test/factories';
import { type Call, failure, fakeApi, ok } from '../../../test/fake-api';
import { renderConsole, signedIn } from '../../../test/render-console';

const READ = '/api/admin/delivery/settings';
const UPDATE = '/api/admin/delivery/settings/update';

function openSettings(routes: Parameters<typeof fakeApi>[0] = {}, role: 'admin' | 'florist' = 'admin') {
  signedIn();
  const api = fakeApi({ '/api/admin/me': ok(aStaffSelf(role)), [READ]: ok(aDeliverySettings()), ...routes });
  return { api, app: renderConsole('/settings/delivery') };
}

/** The form item (control and its messages) of the field at `path` (antd names its control `slots_1_end`). */
const fieldOf = (...path: (string | number)[]) =>
  document.getElementById(path.join('_'))?.closest('.ant-form-item') as HTMLElement;

const save = () => fireEvent.click(screen.getByText('保存设置'));

describe('the delivery settings page', () => {
  it("shows the server's refusal next to the field it names, and sends the version read", async () => {
    const { api } = openSettings({ [UPDATE]: failure(400, 'INVALID_PARAM', 'slots.1.end: must be after its start') });
    expect(await screen.findByText(/^版本 7 · /)).toBeTruthy();
    save();
    await waitFor(() => expect(within(fieldOf('slots', 1, 'end')).queryByText('must be after its start')).toBeTruthy());
    expect(within(fieldOf('slots', 0, 'end')).queryByText('must be after its start')).toBeNull();
    expect(api.bodiesTo(UPDATE)).toEqual([
      {
        slots: aDeliverySettings().slots,
        capacityOverrides: [],
        cutoff: '16:00',
        leadMinutes: 60,
        horizonDays: 60,
        closedDates: ['2026-01-01'],
        zones: [],
        surcharges: [],
        version: 7,
      },
    ]);
  });

  it('says when someone else saved first, and reloads their settings on asking', async () => {
    const { api } = openSettings({
      [UPDATE]: failure(409, 'SETTINGS_VERSION_CONFLICT', 'version: the settings changed meanwhile (now version 8)'),
    });
    await screen.findByText(/^版本 7 · /);
    save();
    expect(await screen.findByText('配送设置已被其他人修改。请重新加载，再做你的修改。')).toBeTruthy();
    api.routes[READ] = ok(aDeliverySettings({ version: 8, cutoff: '15:00' }));
    fireEvent.click(screen.getByText('重新加载'));
    expect(await screen.findByText(/^版本 8/)).toBeTruthy();
    expect(screen.queryByText('配送设置已被其他人修改。请重新加载，再做你的修改。')).toBeNull();
    expect((document.getElementById('cutoff') as HTMLInputElement).value).toBe('15:00');
  });

  it('closes a day clicked in the calendar and opens it again from the list', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    const { api } = openSettings({
      [UPDATE]: ({ body }: Call) => ok({ ...aDeliverySettings(), ...body, version: 8 }),
    });
    await screen.findByText(/^版本 7 · /);
    fireEvent.click(document.querySelector(`.closed-calendar td[title="${today}"]`) as HTMLElement);
    const tag = await screen.findByText(new RegExp(`^${today}`));
    save();
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(1));
    expect(api.bodiesTo(UPDATE)[0]).toMatchObject({ closedDates: ['2026-01-01', today], version: 7 });
    expect(await screen.findByText('配送设置已保存，顾客下单即按新设置生效')).toBeTruthy();

    // The saved version's form: the day is listed, and its tag's cross opens it again.
    await screen.findByText(/^版本 8/);
    expect(tag.isConnected).toBe(false);
    const saved = await screen.findByText(new RegExp(`^${today}`));
    fireEvent.click(saved.closest('.ant-tag')?.querySelector('.ant-tag-close-icon') as HTMLElement);
    save();
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(2));
    expect(api.bodiesTo(UPDATE)[1]).toMatchObject({ closedDates: ['2026-01-01'], version: 8 });
  });

  it("shows a zone's unknown district next to its cascader", async () => {
    const zone = { province: '上海市', city: '上海市', district: '静安区', fee: 12, freeFrom: null, minOrder: 50 };
    const { api } = openSettings({
      [READ]: ok(aDeliverySettings({ zones: [zone] })),
      [UPDATE]: failure(400, 'INVALID_PARAM', 'zones.0.district: 静安区 is not a district of 上海市 上海市'),
    });
    await screen.findByText(/^版本 7 · /);
    save();
    await waitFor(() =>
      expect(
        within(fieldOf('zones', 0, 'region')).queryByText('静安区 is not a district of 上海市 上海市'),
      ).toBeTruthy(),
    );
    expect(api.bodiesTo(UPDATE)[0]).toMatchObject({ zones: [zone] });
  });

  it('asks before removing a slot', async () => {
    const { api } = openSettings({ [UPDATE]: ({ body }: Call) => ok({ ...aDeliverySettings(), ...body, version: 8 }) });
    await screen.findByText(/^版本 7 · /);
    fireEvent.click(screen.getAllByLabelText('删除')[3] as HTMLElement);
    const question = await screen.findByText('删除 18:00–21:00 时段？');
    fireEvent.click(within(question.closest('.ant-popover') as HTMLElement).getByText('删除'));
    save();
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(1));
    const [sent] = api.bodiesTo(UPDATE) as { slots: { id: string }[] }[];
    expect(sent?.slots.map((slot) => slot.id)).toEqual(['morning', 'noon', 'afternoon']);
  });

  it('shows a florist the settings read-only', async () => {
    const { api } = openSettings({}, 'florist');
    expect(await screen.findByText('你可以查看配送设置；只有管理员可以修改。')).toBeTruthy();
    expect(screen.queryByText('保存设置')).toBeNull();
    expect(screen.queryByText('添加时段')).toBeNull();
    expect((document.getElementById('slots_0_capacity') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(document.querySelector('.closed-calendar td.ant-picker-cell-today') as HTMLElement);
    expect(screen.getByText('近期没有休息日')).toBeTruthy();
    expect(api.bodiesTo(UPDATE)).toEqual([]);
  });
});
