import type { AdminOrder, AdminOrderRow } from '@ffe/shared/contracts/admin-orders';
import type { StaffMember, StaffSelf } from '@ffe/shared/contracts/staff';
import { rolePermissions, type StaffRole } from '@ffe/shared/domain/staff-roles';
import type { StaffLoginResult } from '../features/session/api/login-by-password';

let serial = 0;

export function aStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  serial += 1;
  return {
    _id: `staff-${serial}`,
    username: `florist${serial}`,
    displayName: `花艺师${serial}`,
    phone: null,
    role: 'florist',
    enabled: true,
    mustChangePassword: false,
    lastSignInAt: null,
    createdAt: Date.UTC(2026, 0, 5, 2, 0),
    ...overrides,
  };
}

/** Who /api/admin/me says is signed in: a staff member of `role` with that role's permissions. */
export function aStaffSelf(role: StaffRole = 'admin', overrides: Partial<StaffSelf> = {}): StaffSelf {
  return {
    ...aStaffMember({ role, displayName: role === 'admin' ? '王店长' : '李花艺', username: role }),
    permissions: [...rolePermissions[role]],
    ...overrides,
  };
}

/** What the password login answers; `roles` are the user's roles in the shop (a customer has `customer`). */
export function aLoginResult(
  roles: StaffLoginResult['user']['role'] = ['staff'],
  extra: Partial<Pick<StaffLoginResult, 'mustChangePassword'>> = {},
): StaffLoginResult {
  serial += 1;
  return {
    token: `token-${serial}`,
    tokenExpired: Date.now() + 3_600_000,
    user: {
      _id: `user-${serial}`,
      mobile: null,
      username: 'someone',
      nickname: 'someone',
      avatar_file: { url: '' },
      gender: 'unknown',
      birthday: null,
      language: null,
      role: roles,
      permission: [],
      realNameAuth: false,
    },
    ...extra,
  };
}

/** A row of the orders workbench: a paid order for today's morning slot. */
export function anOrderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  serial += 1;
  return {
    id: `order-${serial}`,
    orderNo: `2026112500${serial}`,
    status: 'paid',
    deliveryDate: '2026-11-25',
    deliverySlot: 'morning',
    recipient: {
      name: '林小姐',
      phone: '13800000001',
      province: '上海市',
      city: '上海市',
      district: '徐汇区',
      detail: '漕溪北路 1 号',
    },
    lines: [{ name: '粉玫瑰 11 枝', quantity: 1 }],
    payAmount: 129,
    cardMessage: '生日快乐',
    note: '',
    anonymous: false,
    courier: null,
    paidAt: Date.UTC(2026, 10, 25, 1, 0),
    createTime: Date.UTC(2026, 10, 25, 0, 58),
    recentlyPaid: false,
    hasAfterSale: false,
    ...overrides,
  };
}

/** The detail of the order a row shows, as POST /api/admin/order/detail answers it. */
export function anAdminOrder(row: AdminOrderRow = anOrderRow(), overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    createTime: row.createTime,
    payDeadline: null,
    goodsAmount: row.payAmount,
    deliveryFee: 0,
    surcharge: 0,
    surchargeReason: null,
    discountAmount: 0,
    payAmount: row.payAmount,
    refundedAmount: 0,
    lines: [
      {
        id: 'line-1',
        goodsId: 'goods-1',
        name: row.lines[0]?.name ?? '花束',
        cover: '',
        price: row.payAmount,
        quantity: 1,
        amount: row.payAmount,
        commented: false,
      },
    ],
    recipient: row.recipient,
    deliveryDate: row.deliveryDate,
    deliverySlot: row.deliverySlot,
    cardMessage: row.cardMessage,
    anonymous: row.anonymous,
    invoice: null,
    note: row.note,
    couponName: null,
    payChannel: 'wechat',
    paidAt: row.paidAt,
    timeline: [{ status: 'paid', at: row.paidAt ?? 0, by: 'customer', actorId: null, actorName: null }],
    afterSales: [],
    courier: null,
    deliveryPhoto: null,
    refunds: [],
    afterSaleRecords: [],
    customer: { id: 'user-1', nickname: '小林', phone: '138****0001', orderCount: 3 },
    preparingAt: null,
    dispatchedAt: null,
    receivedAt: null,
    refundReason: null,
    recentlyPaid: row.recentlyPaid,
    ...overrides,
  };
}
