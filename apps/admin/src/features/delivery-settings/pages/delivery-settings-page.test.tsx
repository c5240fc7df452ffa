// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { aDeliverySettings, aStaffSelf } from '../../../test/factories';
import { type Call, failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

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

const saved = (state: Call) => ok({ ...aDeliverySettings(), ...state.body, version: 8 });

/** The server's answer to a save from version 7 once another admin's save made it 8. */
const STALE = failure(409, 'RECORD_CHANGED', 'version: the delivery settings was saved by someone else (7 → 8)');

/** The settings after another admin's save: a later cut-off, the evening slot at 20, a day closed, a surcharge. */
const theirs = () =>
  aDeliverySettings({
    version: 8,
    cutoff: '15:00',
    slots: aDeliverySettings().slots.map((slot) => (slot.id === 'evening' ? { ...slot, capacity: 20 } : slot)),
    closedDates: ['2026-01-01', '2030-03-01'],
    surcharges: [{ date: '2030-02-14', amount: 30, reason: '情人节' }],
  });

/** The row of the stale-save dialog labelled `label`, as its cells' texts. */
const rowOf = async (dialog: HTMLElement, label: string) =>
  [...((await within(dialog).findByText(label)).closest('tr') as HTMLElement).querySelectorAll('td')].map(
    (cell) => cell.textContent,
  );

/**
 * Enter in a field as a browser takes it: unless a handler stops it, the form's default (first submit) button is
 * pressed, HTML's implicit submission (jsdom leaves it out). Answers whether the form was submitted.
 */
function pressEnter(field: HTMLElement): boolean {
  field.focus();
  const proceed = fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  const submit = field.closest('form')?.querySelector<HTMLButtonElement>('button[type="submit"], input[type="submit"]');
  if (!proceed || !submit) return false;
  fireEvent.click(submit);
  return true;
}

/** Types into an antd number box as a person does. */
const typeNumber = (id: string, text: string) =>
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value: text } });

describe('the delivery settings page', () => {
  it("shows the server's refusal next to the field it names, in the page's words, and sends the version read", async () => {
    const { api } = openSettings({ [UPDATE]: failure(400, 'INVALID_PARAM', 'slots.1.end: BEFORE_START') });
    expect(await screen.findByText(/^版本 7 · /)).toBeTruthy();
    save();
    await waitFor(() => expect(within(fieldOf('slots', 1, 'end')).queryByText('结束时间须晚于开始时间')).toBeTruthy());
    expect(within(fieldOf('slots', 0, 'end')).queryByText('结束时间须晚于开始时间')).toBeNull();
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
        deliveredPhotoRequired: true,
        version: 7,
      },
    ]);
  });

  it('shows what someone else changed meanwhile, field by field, and loads theirs on asking', async () => {
    const { api } = openSettings({
      [UPDATE]: STALE,
    });
    await screen.findByText(/^版本 7 · /);
    typeNumber('leadMinutes', '90');
    api.routes[READ] = ok(aDeliverySettings({ version: 8, cutoff: '15:00' }));
    save();
    const dialog = await openDialog();
    const cutoff = (await within(dialog).findByText('当日截单')).closest('tr') as HTMLElement;
    expect(within(cutoff).getByText('16:00')).toBeTruthy();
    expect(within(cutoff).getByText('15:00')).toBeTruthy();
    // Only their changes are listed: my lead time is not theirs.
    expect(within(dialog).queryByText('提前预订')).toBeNull();
    fireEvent.click(within(dialog).getByText('放弃我的修改，载入最新版本'));
    expect(await screen.findByText(/^版本 8/)).toBeTruthy();
    expect((document.getElementById('cutoff') as HTMLInputElement).value).toBe('15:00');
    expect((document.getElementById('leadMinutes') as HTMLInputElement).value).toBe('60');
    expect(api.bodiesTo(UPDATE)).toHaveLength(1);
  });

  it("saves my changes on top of someone else's, from their version, when I choose to", async () => {
    const { api } = openSettings({
      [UPDATE]: STALE,
    });
    await screen.findByText(/^版本 7 · /);
    typeNumber('leadMinutes', '90');
    api.routes[READ] = ok(aDeliverySettings({ version: 8, cutoff: '15:00' }));
    save();
    const dialog = await openDialog();
    await within(dialog).findByText('当日截单');
    api.routes[UPDATE] = saved;
    fireEvent.click(within(dialog).getByText('保存我的修改'));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(2));
    expect(api.bodiesTo(UPDATE)[1]).toMatchObject({ cutoff: '15:00', leadMinutes: 90, version: 8 });
    expect(await screen.findByText('配送设置已保存，顾客下单即按新设置生效')).toBeTruthy();
  });

  it('opens the dialog on a stale save naming each field and row they changed, with mine beside where I changed it too', async () => {
    const { api } = openSettings({ [UPDATE]: STALE });
    await screen.findByText(/^版本 7 · /);
    typeNumber('leadMinutes', '90');
    typeNumber('slots_3_capacity', '25');
    api.routes[READ] = ok(theirs());
    save();
    const dialog = await openDialog();
    expect(await rowOf(dialog, '当日截单')).toEqual(['当日截单', '16:00', '15:00', '']);
    expect(await rowOf(dialog, '配送时段 · 18:00–21:00')).toEqual([
      '配送时段 · 18:00–21:00',
      '18:00–21:00，容量 10',
      '18:00–21:00，容量 20',
      '18:00–21:00，容量 25',
    ]);
    expect(await rowOf(dialog, '休息日 · 2030-03-01')).toEqual(['休息日 · 2030-03-01', '—', '休息，不配送 · 新增', '']);
    expect(await rowOf(dialog, '节日加价 · 2030-02-14')).toEqual([
      '节日加价 · 2030-02-14',
      '—',
      '每单加价 ¥30.00（情人节） · 新增',
      '',
    ]);
    // Only their changes are listed: my lead time and the slots neither of us touched are not.
    expect(within(dialog).queryByText('提前预订')).toBeNull();
    expect(within(dialog).queryByText('配送时段 · 09:00–12:00')).toBeNull();
    expect(api.bodiesTo(UPDATE)).toHaveLength(1);
  });

  it('names their changes in English on an English page, with no Chinese in the dialog', async () => {
    await i18n.changeLanguage('en');
    try {
      const { api } = openSettings({ [UPDATE]: STALE });
      await screen.findByText(/^Version 7 · /);
      typeNumber('slots_3_capacity', '25');
      api.routes[READ] = ok(aDeliverySettings({ ...theirs(), surcharges: [] }));
      fireEvent.click(screen.getByText('Save settings'));
      const dialog = await openDialog();
      expect(await rowOf(dialog, 'Delivery slots · 18:00–21:00')).toEqual([
        'Delivery slots · 18:00–21:00',
        '18:00–21:00, capacity 10',
        '18:00–21:00, capacity 20',
        '18:00–21:00, capacity 25',
      ]);
      expect(await rowOf(dialog, 'Same-day cut-off')).toEqual(['Same-day cut-off', '16:00', '15:00', '']);
      expect(await rowOf(dialog, 'Closed days · 2030-03-01')).toEqual([
        'Closed days · 2030-03-01',
        '—',
        'Closed, no deliveries · added',
        '',
      ]);
      expect(dialog.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('loads theirs on "load theirs": their rows and fields in the form, mine gone, nothing saved', async () => {
    const { api } = openSettings({ [UPDATE]: STALE });
    await screen.findByText(/^版本 7 · /);
    typeNumber('slots_0_capacity', '15');
    api.routes[READ] = ok(theirs());
    save();
    const dialog = await openDialog();
    await within(dialog).findByText('当日截单');
    fireEvent.click(within(dialog).getByText('放弃我的修改，载入最新版本'));
    expect(await screen.findByText(/^版本 8/)).toBeTruthy();
    expect((document.getElementById('slots_0_capacity') as HTMLInputElement).value).toBe('10');
    expect((document.getElementById('slots_3_capacity') as HTMLInputElement).value).toBe('20');
    expect((document.getElementById('surcharges_0_amount') as HTMLInputElement).value).toBe('30.00');
    expect(api.bodiesTo(UPDATE)).toHaveLength(1);
  });

  it('saves only my changes on top of theirs on "save mine", the lists merged row by row', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    const { api } = openSettings({ [UPDATE]: STALE });
    await screen.findByText(/^版本 7 · /);
    typeNumber('slots_0_capacity', '15');
    fireEvent.click(document.querySelector(`.closed-calendar td[title="${today}"]`) as HTMLElement);
    api.routes[READ] = ok(theirs());
    save();
    fireEvent.click(within(await openDialog()).getByText('仍然保存'));
    const dialog = await waitFor(async () => {
      const top = await openDialog();
      if (!within(top).queryByText('保存我的修改')) throw new Error('the stale-save dialog is not open yet');
      return top;
    });
    await within(dialog).findByText('当日截单');
    api.routes[UPDATE] = saved;
    fireEvent.click(within(dialog).getByText('保存我的修改'));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(2));
    expect(api.bodiesTo(UPDATE)[1]).toEqual({
      ...theirs(),
      slots: theirs().slots.map((slot) => (slot.id === 'morning' ? { ...slot, capacity: 15 } : slot)),
      closedDates: ['2026-01-01', '2030-03-01', today].sort(),
      updatedAt: undefined,
      version: 8,
    });
    expect(await screen.findByText('配送设置已保存，顾客下单即按新设置生效')).toBeTruthy();
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
    // Closing a day stops its orders: asked first, naming it.
    const question = await openDialog();
    expect(within(question).getByText(`${today}：休息，不配送`)).toBeTruthy();
    fireEvent.click(within(question).getByText('仍然保存'));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(1));
    expect(api.bodiesTo(UPDATE)[0]).toMatchObject({ closedDates: ['2026-01-01', today], version: 7 });
    expect(await screen.findByText('配送设置已保存，顾客下单即按新设置生效')).toBeTruthy();

    // The saved version's form: the day is listed, and its tag's cross opens it again.
    await screen.findByText(/^版本 8/);
    expect(tag.isConnected).toBe(false);
    const listed = await within(document.querySelector('.closed-list') as HTMLElement).findByText(
      new RegExp(`^${today}`),
    );
    fireEvent.click(listed.closest('.ant-tag')?.querySelector('.ant-tag-close-icon') as HTMLElement);
    save();
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(2));
    expect(api.bodiesTo(UPDATE)[1]).toMatchObject({ closedDates: ['2026-01-01'], version: 8 });
  });

  it("shows a zone's unknown district next to its cascader", async () => {
    const zone = { province: '上海市', city: '上海市', district: '静安区', fee: 12, freeFrom: null, minOrder: 50 };
    const { api } = openSettings({
      [READ]: ok(aDeliverySettings({ zones: [zone] })),
      [UPDATE]: failure(400, 'INVALID_PARAM', 'zones.0.district: NOT_FOUND'),
    });
    await screen.findByText(/^版本 7 · /);
    save();
    await waitFor(() => expect(within(fieldOf('zones', 0, 'region')).queryByText('找不到对应的记录')).toBeTruthy());
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

  it('saves nothing on Enter in a date, a time or a number box; only the save button or Ctrl+S saves', async () => {
    const override = { date: '2030-02-14', slotId: 'morning', capacity: 20 };
    const { api } = openSettings({
      [READ]: ok(aDeliverySettings({ capacityOverrides: [override] })),
      [UPDATE]: saved,
    });
    await screen.findByText(/^版本 7 · /);
    for (const id of ['capacityOverrides_0_date', 'cutoff', 'slots_0_start', 'slots_0_capacity', 'leadMinutes']) {
      expect(pressEnter(document.getElementById(id) as HTMLElement)).toBe(false);
    }
    expect(screen.queryByText('请先修改标红的项')).toBeNull();

    fireEvent.keyDown(document.getElementById('leadMinutes') as HTMLElement, { key: 's', ctrlKey: true });
    expect(await screen.findByText('配送设置已保存，顾客下单即按新设置生效')).toBeTruthy();
    expect(api.bodiesTo(UPDATE)).toHaveLength(1);
    expect(api.bodiesTo(UPDATE)[0]).toMatchObject({ capacityOverrides: [override], cutoff: '16:00', version: 7 });
  });

  it('refuses a figure outside its bounds at its field, unclamped, and sends nothing', async () => {
    const { api } = openSettings({
      [READ]: ok(aDeliverySettings({ surcharges: [{ date: '2030-02-14', amount: 30, reason: '情人节' }] })),
      [UPDATE]: saved,
    });
    await screen.findByText(/^版本 7 · /);
    const capacity = document.getElementById('slots_0_capacity') as HTMLInputElement;
    expect([capacity.getAttribute('aria-valuemin'), capacity.getAttribute('aria-valuemax')]).toEqual(['0', '999']);
    typeNumber('slots_0_capacity', '-3');
    typeNumber('surcharges_0_amount', '99999999');
    fireEvent.blur(capacity);
    save();
    expect(await within(fieldOf('slots', 0, 'capacity')).findByText('须在 0–999 之间')).toBeTruthy();
    expect(await within(fieldOf('surcharges', 0, 'amount')).findByText('须在 0.01–500 之间')).toBeTruthy();
    expect(await screen.findByText('请先修改标红的项')).toBeTruthy();
    expect(capacity.value).toBe('-3');
    expect(api.bodiesTo(UPDATE)).toEqual([]);
  });

  it.each([
    ['zh-CN', '须在 0.01–500 之间'],
    ['en', 'Must be from 0.01 to 500'],
  ])("words the server's bounds refusal at its field in the page's language (%s)", async (language, words) => {
    await i18n.changeLanguage(language);
    try {
      openSettings({
        [READ]: ok(aDeliverySettings({ surcharges: [{ date: '2030-02-14', amount: 30, reason: '情人节' }] })),
        [UPDATE]: failure(400, 'INVALID_PARAM', 'surcharges.0.amount: OUT_OF_BOUNDS 0.01..500'),
      });
      await screen.findByText(language === 'en' ? /^Version 7 · / : /^版本 7 · /);
      fireEvent.click(screen.getByText(language === 'en' ? 'Save settings' : '保存设置'));
      expect(await within(fieldOf('surcharges', 0, 'amount')).findByText(words)).toBeTruthy();
      expect(screen.queryByText(/OUT_OF_BOUNDS/)).toBeNull();
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('asks before a save that closes a slot, naming it, and sends nothing on cancel', async () => {
    const { api } = openSettings({ [UPDATE]: saved });
    await screen.findByText(/^版本 7 · /);
    typeNumber('slots_0_capacity', '0');
    save();
    const question = await openDialog();
    expect(within(question).getByText('每天 09:00–12:00：容量改为 0')).toBeTruthy();
    fireEvent.click(within(question).getByText('取消'));
    expect(api.bodiesTo(UPDATE)).toEqual([]);

    save();
    fireEvent.click(within(await openDialog()).getByText('仍然保存'));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(1));
    const [sent] = api.bodiesTo(UPDATE) as { slots: { id: string; capacity: number }[] }[];
    expect(sent?.slots[0]).toMatchObject({ id: 'morning', capacity: 0 });
  });

  it("asks before a date's slot goes to 0, and not about what was closed already", async () => {
    const { api } = openSettings({
      [READ]: ok(
        aDeliverySettings({
          slots: [{ id: 'morning', start: '09:00', end: '12:00', capacity: 0 }, ...aDeliverySettings().slots.slice(1)],
          capacityOverrides: [{ date: '2030-02-14', slotId: 'noon', capacity: 5 }],
        }),
      ),
      [UPDATE]: saved,
    });
    await screen.findByText(/^版本 7 · /);
    typeNumber('capacityOverrides_0_capacity', '0');
    save();
    const question = await openDialog();
    expect(within(question).getByText('2030-02-14 12:00–15:00：容量改为 0')).toBeTruthy();
    expect(within(question).queryByText(/09:00–12:00/)).toBeNull();
    fireEvent.click(within(question).getByText('仍然保存'));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(1));
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
