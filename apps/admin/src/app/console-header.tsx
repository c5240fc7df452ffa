import {
  CustomerServiceOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuOutlined,
  SoundOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Button, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertSoundToggle } from '../components/alert-sound-toggle';
import { LanguageSwitch } from '../components/language-switch';
import { useStaffSelf } from '../features/session/api/get-staff-self';
import { useLogout } from '../features/session/api/logout';
import { PATHS } from '../lib/paths';
import { mayAny } from '../lib/permissions';

/**
 * The signed-in member, their role, the language, their password and logout (after a question). On a narrow screen
 * (`onOpenMenu` given) it leads with the menu button and keeps only the icons of the password and logout.
 */
export function ConsoleHeader({ onOpenMenu }: { onOpenMenu?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const self = useStaffSelf();
  const logout = useLogout();
  const narrow = onOpenMenu !== undefined;
  const permissions = self.data?.permissions ?? [];
  const confirmLogout = () =>
    modal.confirm({
      title: t('header.logoutConfirm'),
      content: t('header.logoutHint'),
      okText: t('header.logout'),
      cancelText: t('common.cancel'),
      onOk: () => logout.mutateAsync().catch(() => undefined),
    });
  return (
    <Flex align="center" gap={narrow ? 8 : 16} className="console-header">
      {narrow && <Button type="text" icon={<MenuOutlined />} aria-label={t('header.openMenu')} onClick={onOpenMenu} />}
      <Flex flex={1} justify="end" align="center" gap={narrow ? 8 : 16}>
        {mayAny(permissions, 'orders.read') && (
          <AlertSoundToggle
            sound="orders"
            label={{ on: t('orders.alert.mute'), off: t('orders.alert.unmute') }}
            icon={(muted) => <SoundOutlined style={muted ? { opacity: 0.35 } : undefined} />}
          />
        )}
        {mayAny(permissions, 'chat.answer') && (
          <AlertSoundToggle
            sound="desk"
            label={{ on: t('desk.alert.soundOn'), off: t('desk.alert.soundOff') }}
            icon={(muted) => <CustomerServiceOutlined style={muted ? { opacity: 0.35 } : undefined} />}
          />
        )}
        <LanguageSwitch />
        {self.data && (
          <Space size={6}>
            {!narrow && <UserOutlined />}
            {!narrow && <Typography.Text strong>{self.data.displayName}</Typography.Text>}
            <Tag color="magenta">{t(`role.${self.data.role}`)}</Tag>
          </Space>
        )}
        <Link to={PATHS.ownPassword} aria-label={narrow ? t('header.ownPassword') : undefined}>
          <Space size={4}>
            <LockOutlined />
            {!narrow && t('header.ownPassword')}
          </Space>
        </Link>
        <Button icon={<LogoutOutlined />} onClick={confirmLogout} aria-label={narrow ? t('header.logout') : undefined}>
          {!narrow && t('header.logout')}
        </Button>
      </Flex>
    </Flex>
  );
}
