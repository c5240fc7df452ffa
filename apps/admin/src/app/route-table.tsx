import {
  AppstoreOutlined,
  AuditOutlined,
  CarOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  GiftOutlined,
  LayoutOutlined,
  MessageOutlined,
  PartitionOutlined,
  PrinterOutlined,
  ProfileOutlined,
  SettingOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Permission } from '@ffe/shared/domain/staff-roles';
import type { ComponentType, ReactNode } from 'react';
import DeskUnreadBadge from '../features/desk/components/desk-unread-badge';
import type { Messages } from '../locales/zh-CN';

/** One area of the console: its page, its place in the side menu, and the permission that shows both. */
export interface AreaRoute {
  /** Under /admin; also the menu item's key. */
  path: string;
  label: keyof Messages['menu'];
  icon: ReactNode;
  /** Any one of them shows the area. */
  permission: Permission | readonly Permission[];
  page: () => Promise<{ default: ComponentType }>;
  /** Pages under the area's path (`:id`), behind the same permission, not in the menu. */
  subpages?: readonly { path: string; page: () => Promise<{ default: ComponentType }> }[];
  /** A count beside the menu item (the desk's unread messages), drawn only for those who see the area. */
  badge?: ComponentType;
}

/**
 * The areas in menu order (dashboard, orders, the desk and its settings, goods, the cooler, subscriptions, categories, after-sale, comments,
 * customers, feedback, settings, home page, coupons, staff, audit log); an area
 * joins the menu with its page, as one entry here. Each page loads on demand, in its own chunk.
 */
export const areaRoutes: readonly AreaRoute[] = [
  {
    // First, so the roles that have it land here.
    path: '/dashboard',
    label: 'dashboard',
    icon: <DashboardOutlined />,
    permission: 'dashboard.read',
    page: () => import('../features/dashboard/pages/dashboard-page'),
  },
  {
    // The courier's day on their phone; before the orders, so a courier lands here.
    path: '/deliveries',
    label: 'deliveries',
    icon: <CarOutlined />,
    permission: 'deliveries.own',
    page: () => import('../features/orders/pages/my-deliveries-page'),
  },
  {
    path: '/orders',
    label: 'orders',
    icon: <ProfileOutlined />,
    // A courier sees the deliveries dispatched to them.
    permission: ['orders.read', 'deliveries.own'],
    page: () => import('../features/orders/pages/orders-page'),
    subpages: [{ path: ':id', page: () => import('../features/orders/pages/order-detail-page') }],
  },
  {
    path: '/orders/day-sheet',
    label: 'daySheet',
    icon: <PrinterOutlined />,
    permission: 'orders.read',
    page: () => import('../features/orders/pages/day-sheet-page'),
  },
  {
    path: '/chat',
    label: 'desk',
    icon: <CustomerServiceOutlined />,
    permission: 'chat.answer',
    page: () => import('../features/desk/pages/desk-page'),
    badge: DeskUnreadBadge,
  },
  {
    // Every agent keeps their own quick replies here; shared ones, agents, hours and reports need desk.manage.
    path: '/chat/manage',
    label: 'deskManage',
    icon: <SettingOutlined />,
    permission: ['chat.answer', 'desk.manage'],
    page: () => import('../features/desk/pages/desk-manage-page'),
  },
  {
    path: '/goods',
    label: 'goods',
    icon: <AppstoreOutlined />,
    permission: 'catalogue.manage',
    page: () => import('../features/catalogue/pages/goods-page'),
  },
  {
    // 花房: stems, recipes, batches, the day plan; costs and margins need cooler.costs.
    path: '/cooler',
    label: 'cooler',
    icon: <ExperimentOutlined />,
    permission: 'cooler.manage',
    page: () => import('../features/cooler/pages/cooler-page'),
  },
  {
    // 周花: subscriptions, their series and plans, the week's bouquet and the day counts (decision 061).
    path: '/subscriptions',
    label: 'subscriptions',
    icon: <GiftOutlined />,
    permission: 'subscriptions.read',
    page: () => import('../features/subscriptions/pages/subscriptions-page'),
    subpages: [{ path: ':id', page: () => import('../features/subscriptions/pages/subscription-page') }],
  },
  {
    path: '/categories',
    label: 'categories',
    icon: <PartitionOutlined />,
    permission: 'catalogue.manage',
    page: () => import('../features/catalogue/pages/categories-page'),
  },
  {
    path: '/after-sales',
    label: 'afterSales',
    icon: <CustomerServiceOutlined />,
    permission: 'aftersale.decide',
    page: () => import('../features/after-sales/pages/after-sales-page'),
  },
  {
    path: '/comments',
    label: 'comments',
    icon: <StarOutlined />,
    permission: 'comments.reply',
    page: () => import('../features/comments/pages/comments-page'),
  },
  {
    path: '/customers',
    label: 'customers',
    icon: <UserOutlined />,
    permission: 'customers.read',
    page: () => import('../features/customers/pages/customers-page'),
    subpages: [{ path: ':id', page: () => import('../features/customers/pages/customer-page') }],
  },
  {
    path: '/feedback',
    label: 'feedback',
    icon: <MessageOutlined />,
    permission: 'feedback.handle',
    page: () => import('../features/feedback/pages/feedback-page'),
  },
  {
    path: '/settings/delivery',
    label: 'settings',
    icon: <CarOutlined />,
    // Read by everyone who reads orders; only settings.manage may change them (the page is read-only without it).
    permission: 'orders.read',
    page: () => import('../features/delivery-settings/pages/delivery-settings-page'),
  },
  {
    path: '/home-page',
    label: 'homePage',
    icon: <LayoutOutlined />,
    permission: 'marketing.manage',
    page: () => import('../features/home-page/pages/home-page-page'),
  },
  {
    path: '/coupons',
    label: 'coupons',
    icon: <TagsOutlined />,
    permission: 'marketing.manage',
    page: () => import('../features/coupons/pages/coupons-page'),
  },
  {
    path: '/staff',
    label: 'staff',
    icon: <TeamOutlined />,
    permission: 'staff.manage',
    page: () => import('../features/staff/pages/staff-page'),
  },
  {
    path: '/audit',
    label: 'audit',
    icon: <AuditOutlined />,
    permission: 'audit.read',
    page: () => import('../features/audit/pages/audit-page'),
  },
];

/** The area a path belongs to, for the menu's highlight: the longest that holds it (the day sheet, not orders). */
export const areaOf = (pathname: string) =>
  areaRoutes
    .filter((area) => pathname === area.path || pathname.startsWith(`${area.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
