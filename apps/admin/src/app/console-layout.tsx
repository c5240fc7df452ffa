import { LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Flex, Layout, Menu, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { AlertSoundToggle, OrderAlerts } from '../features/orders/components/order-alerts';
import { useStaffSelf } from '../features/session/api/get-staff-self';
import { useLogout } from '../features/session/api/logout';
import { PATHS } from '../lib/paths';
import { mayAny, PermissionsContext } from '../lib/permissions';
import { areaOf, areaRoutes } from './route-table';

/** The areas the signed-in member's permissions allow, as the side menu lists them. */
export function useVisibleAreas() {
  const self = useStaffSelf();
  const granted = self.data?.permissions ?? [];
  return areaRoutes.filter((area) => mayAny(granted, area.permission));
}

/** The signed-in member, their role, the language, their password and logout (after a question). */
function ConsoleHeader() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const self = useStaffSelf();
  const logout = useLogout();
  const confirmLogout = () =>
    modal.confirm({
      title: t('header.logoutConfirm'),
      content: t('header.logoutHint'),
      okText: t('header.logout'),
      cancelText: t('common.cancel'),
      onOk: () => logout.mutateAsync().catch(() => undefined),
    });
  return (
    <Flex justify="end" align="center" gap={16} className="console-header">
      {mayAny(self.data?.permissions ?? [], 'orders.read') && <AlertSoundToggle />}
      <LanguageSwitch />
      {self.data && (
        <Space size={6}>
          <UserOutlined />
          <Typography.Text strong>{self.data.displayName}</Typography.Text>
          <Tag color="magenta">{t(`role.${self.data.role}`)}</Tag>
        </Space>
      )}
      <Link to={PATHS.ownPassword}>
        <Space size={4}>
          <LockOutlined />
          {t('header.ownPassword')}
        </Space>
      </Link>
      <Button icon={<LogoutOutlined />} onClick={confirmLogout}>
        {t('header.logout')}
      </Button>
    </Flex>
  );
}

/** The console's frame: the side menu by area, the header, and the page (a spinner while its code loads). */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const areas = useVisibleAreas();
  const current = areaOf(pathname);
  const permissions = useStaffSelf().data?.permissions ?? [];
  return (
    <Layout className="console">
      <Layout.Sider width={224} theme="light" className="console-sider">
        <Link to={PATHS.home} className="console-brand">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
          <span>
            {t('app.name')}
            <small>{t('app.console')}</small>
          </span>
        </Link>
        <Menu
          mode="inline"
          // The sider draws the one border; the menu's own would stop where its items do.
          style={{ borderInlineEnd: 'none' }}
          selectedKeys={current ? [current.path] : []}
          items={areas.map((area) => ({
            key: area.path,
            icon: area.icon,
            label: <Link to={area.path}>{t(`menu.${area.label}`)}</Link>,
          }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-top">
          <ConsoleHeader />
        </Layout.Header>
        <Layout.Content className="console-content">
          <PermissionsContext value={permissions}>
            {mayAny(permissions, 'orders.read') && <OrderAlerts />}
            <Spin spinning={navigation.state === 'loading'} delay={200}>
              <Outlet />
            </Spin>
          </PermissionsContext>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
