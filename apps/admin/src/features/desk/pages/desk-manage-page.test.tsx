// @vitest-environment jsdom
import type { DeskReports, DeskSettings } from '@ffe/shared/contracts/admin-desk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { type Call, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';
import { agents, deskRoutes, quickReplies } from '../test/desk-fixtures';

const settings: DeskSettings = {
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '21:00',
  greeting: '您好，有什么可以帮您？',
  away_reply: '我们 {{next_open}} 上班',
  greeting_en: 'Hello, how can we help?',
  away_reply_en: '',
  show_agent_name: true,
  default_cap: 5,
};

const figures = {
  conversations: 12,
  resolved: 10,
  first_response_median_ms: 42_000,
  first_response_p90_ms: 185_000,
  resolution_median_ms: 600_000,
  ratings: 4,
  satisfaction: 4.75,
};
const reports: DeskReports = {
  total: figures,
  days: [{ ...figures, date: '2026-11-26' }],
  agents: [{ ...figures, agent: { id: 'agent-lee', name: '小李' } }],
};

function openManage(path: string, role: 'service' | 'admin') {
  signedIn();
  const api = fakeApi({
    ...deskRoutes(),
    '/api/admin/me': ok(aStaffSelf(role)),
    '/api/admin/desk/quick-replies/save': ({ body }: Call) => ok({ id: 'q-9', filled: null, ...body }),
    '/api/admin/desk/settings': ok(settings),
    '/api/admin/desk/settings/update': ({ body }: Call) => ok(body),
    '/api/admin/desk/agent/cap': ({ body }: Call) => ok({ ...agents[1], cap: body.cap }),
    '/api/admin/desk/reports': ok(reports),
  });
  return { api, app: renderConsole(path) };
}

describe('the desk settings', () => {
  it('lets an agent keep their own quick replies, the shared ones read-only, and nothing else', async () => {
    const { api } = openManage('/chat/manage', 'service');
    expect(await screen.findByText('您好')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '服务时间' })).toBeNull();
    fireEvent.click(screen.getByText('新增快捷回复', { selector: 'button *' }));
    const drawer = await openDialog();
    fireEvent.change(within(drawer).getByLabelText('快捷词'), { target: { value: 'addr' } });
    fireEvent.change(within(drawer).getByLabelText('内容'), { target: { value: '请发一下收花地址' } });
    fireEvent.click(within(drawer).getByText('保存', { selector: 'button *' }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/desk/quick-replies/save')).toEqual([
        { scope: 'personal', shortcut: 'addr', content: '请发一下收花地址' },
      ]),
    );
    fireEvent.click(screen.getByText('公共'));
    expect(await screen.findByText(quickReplies[0]?.content as string)).toBeTruthy();
    expect(screen.getByText('公共快捷回复由店长维护')).toBeTruthy();
  });

  it('saves the service hours and the greeting and away reply in both languages', async () => {
    const { api } = openManage('/chat/manage?tab=settings', 'admin');
    const greeting = await screen.findByDisplayValue('您好，有什么可以帮您？');
    expect(screen.getByText('{{next_open}} 会替换为下次开始服务的时间，{{hours}} 会替换为服务时间')).toBeTruthy();
    expect(screen.getByDisplayValue('Hello, how can we help?')).toBeTruthy();
    fireEvent.change(greeting, { target: { value: '欢迎光临' } });
    fireEvent.change(screen.getByLabelText('非服务时间回复（英文）'), {
      target: { value: 'We open at {{next_open}}' },
    });
    fireEvent.click(screen.getByText('保存', { selector: 'button *' }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/desk/settings/update')).toEqual([
        { ...settings, greeting: '欢迎光临', away_reply_en: 'We open at {{next_open}}' },
      ]),
    );
  });

  it('shows the reports with times in minutes and seconds', async () => {
    const { api } = openManage('/chat/manage?tab=reports', 'admin');
    expect((await screen.findAllByText('42 秒 / 3 分 05 秒')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('10 分 00 秒').length).toBeGreaterThan(0);
    expect(screen.getAllByText('4.75 (4)').length).toBeGreaterThan(0);
    expect(api.bodiesTo('/api/admin/desk/reports')[0]).toMatchObject({
      from: expect.any(String),
      to: expect.any(String),
    });
  });
});
