import { Drawer, Grid, Layout, Menu, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { DeskAlerts } from '../features/desk/components/desk-alerts';
import { OrderAlerts } from '../features/orders/components/order-alerts';
import { useStaffSelf } from '../features/session/api/get-staff-self';
import { PATHS } from '../lib/paths';
import { mayAny, PermissionsContext, StaffIdContext } from '../lib/permissions';
import { PushFramesProvider } from '../lib/push-frames';
import { ConsoleHeader } from './console-header';
import { areaOf, areaRoutes } from './route-table';

const MENU_WIDTH = 224;

/** The areas the signed-in member's permissions allow, as the side menu lists them. */
export function useVisibleAreas() {
  const self = useStaffSelf();
  const granted = self.data?.permissions ?? [];
  return areaRoutes.filter((area) => mayAny(granted, area.permission));
}

/** The brand and the areas, in the side menu or in the drawer of a narrow screen (which a choice closes). */
function ConsoleMenu({ onChoose }: { onChoose?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const areas = useVisibleAreas();
  const current = areaOf(pathname);
  return (
    <>
      <Link to={PATHS.home} className="console-brand" onClick={onChoose}>
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
        onClick={onChoose}
        items={areas.map((area) => ({
          key: area.path,
          icon: area.icon,
          label: (
            <Link to={area.path}>
              {t(`menu.${area.label}`)}
              {area.badge && <area.badge />}
            </Link>
          ),
        }))}
      />
    </>
  );
}

/**
 * The console's frame: the side menu by area, the header, and the page (a spinner while its code loads). Below
 * antd's `md` (768 px) the side menu gives the page its width and opens as a drawer from the header's button.
 */
export function ConsoleLayout() {
  const navigation = useNavigation();
  const self = useStaffSelf().data;
  const permissions = self?.permissions ?? [];
  // Unknown (before antd has asked the window) counts as wide, so the wide look never flickers.
  const narrow = Grid.useBreakpoint().md === false;
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    // One push socket for the console: new orders and the desk's pushes share it.
    <PushFramesProvider enabled={mayAny(permissions, ['orders.read', 'chat.answer'])}>
      <StaffIdContext value={self?._id}>
        <Layout className="console">
          {!narrow && (
            <Layout.Sider width={MENU_WIDTH} theme="light" className="console-sider">
              <ConsoleMenu />
            </Layout.Sider>
          )}
          {narrow && (
            <Drawer
              placement="left"
              size={MENU_WIDTH}
              open={narrow && menuOpen}
              onClose={() => setMenuOpen(false)}
              closable={false}
              styles={{ body: { padding: 0 } }}
              className="console-sider"
            >
              <ConsoleMenu onChoose={() => setMenuOpen(false)} />
            </Drawer>
          )}
          <Layout>
            <Layout.Header className="console-top">
              <ConsoleHeader onOpenMenu={narrow ? () => setMenuOpen(true) : undefined} />
            </Layout.Header>
            <Layout.Content className="console-content">
              <PermissionsContext value={permissions}>
                {mayAny(permissions, 'orders.read') && <OrderAlerts />}
                {mayAny(permissions, 'chat.answer') && <DeskAlerts />}
                <Spin spinning={navigation.state === 'loading'} delay={200}>
                  <Outlet />
                </Spin>
              </PermissionsContext>
            </Layout.Content>
          </Layout>
        </Layout>
      </StaffIdContext>
    </PushFramesProvider>
  );
}
