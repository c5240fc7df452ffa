import { aMessage } from '@ffe/im-client/testing/im-factories';
import { messagePreview } from '@ffe/im-client/utils/message-preview';
import { systemNoticeText, usersNamedBy } from '@ffe/im-client/utils/system-notice';
import { describe, expect, it } from 'vitest';
import { zhText } from '../testing/chat-texts';

const names: Record<string, string> = { 'u-owner': '花店', 'u-lily': 'Lily', 'u-rose': 'Rose' };
const nameOf = (id: string) => names[id] ?? id;
const notice = (action: string, body: unknown, from = 'u-owner') =>
  aMessage({ type: 'system', action, body, from_uid: from });

describe('system notes of a group', () => {
  it('say who invited whom, and who joined alone', () => {
    expect(
      systemNoticeText(notice('join-group', { user_id_list: ['u-owner', 'u-lily', 'u-rose'] }), nameOf, zhText),
    ).toBe('花店 邀请 Lily、Rose 加入了群聊');
    expect(systemNoticeText(notice('join-group', { user_id_list: ['u-lily'] }, 'u-lily'), nameOf, zhText)).toBe(
      'Lily 加入了群聊',
    );
  });

  it('say who left, who was removed and that the group was dissolved', () => {
    expect(systemNoticeText(notice('group-exit', { user_id_list: ['u-rose'] }, 'u-rose'), nameOf, zhText)).toBe(
      'Rose 退出了群聊',
    );
    expect(systemNoticeText(notice('group-expel', { user_id_list: ['u-rose'] }), nameOf, zhText)).toBe(
      'Rose 被 花店 移出了群聊',
    );
    expect(systemNoticeText(notice('group-dissolved', { group_id: 'g' }), nameOf, zhText)).toBe('群主解散了群聊');
  });

  it('say what changed in the group', () => {
    const say = (field: string, value: unknown) =>
      systemNoticeText(notice(`update-group-info-${field}`, { [field]: value }), nameOf, zhText);
    expect(say('name', '玫瑰')).toBe('花店 将群名改为“玫瑰”');
    expect(say('notification', { content: '周末闭店', create_time: 1 })).toBe('花店 发布了群公告：周末闭店');
    expect(say('mute_all_members', true)).toBe('花店 开启了全员禁言');
    expect(say('mute_all_members', false)).toBe('花店 关闭了全员禁言');
    expect(say('avatar_file', { url: '/a.png' })).toBe('花店 更换了群头像');
  });

  it('say who became an admin and who stopped being one', () => {
    const admin = (addRole: string[], delRole: string[]) =>
      systemNoticeText(notice('set-group-admin', { user_id: 'u-lily', addRole, delRole }), nameOf, zhText);
    expect(admin(['admin'], [])).toBe('花店 将 Lily 设为管理员');
    expect(admin([], ['admin'])).toBe('花店 取消了 Lily 的管理员');
  });

  it('name everyone a note mentions, once', () => {
    expect(usersNamedBy(notice('group-expel', { user_id_list: ['u-rose', 'u-owner'] }))).toEqual(['u-owner', 'u-rose']);
    expect(usersNamedBy(notice('set-group-admin', { user_id: 'u-lily' }))).toEqual(['u-owner', 'u-lily']);
  });

  it("preview a note in the conversation list by the sender's nickname", () => {
    const message = { ...notice('group-exit', { user_id_list: ['u-rose'] }, 'u-rose'), nickname: 'Rose' };
    expect(messagePreview(message, zhText)).toBe('Rose 退出了群聊');
  });
});
