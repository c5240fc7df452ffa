import type { AdminOrder, AdminOrderRow } from '@ffe/shared/contracts/admin-orders';
import type { AdminAfterSale, AdminComment, AdminFeedback } from '@ffe/shared/contracts/admin-service';
import type { DeliverySettingsState } from '@ffe/shared/contracts/delivery-settings';
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
    version: 1,
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
    lines: [{ name: '粉玫瑰 11 枝', specName: null, skuName: null, addOn: false, quantity: 1 }],
    payAmount: 129,
    cardMessage: '生日快乐',
    cardSignature: '',
    note: '',
    anonymous: false,
    sender: null,
    courier: null,
    paidAt: Date.UTC(2026, 10, 25, 1, 0),
    createTime: Date.UTC(2026, 10, 25, 0, 58),
    recentlyPaid: false,
    hasAfterSale: false,
    attention: null,
    subscription: null,
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
        skuId: null,
        name: row.lines[0]?.name ?? '花束',
        specName: null,
        skuName: null,
        addOn: false,
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
    cardSignature: row.cardSignature,
    anonymous: row.anonymous,
    notifyRecipient: true,
    sender: row.sender,
    invoice: null,
    note: row.note,
    couponName: null,
    payChannel: 'wechat',
    paidAt: row.paidAt,
    timeline: [{ status: 'paid', at: row.paidAt ?? 0, by: 'customer', actorId: null, actorName: null, outcome: null }],
    afterSales: [],
    courier: null,
    deliveryPhoto: null,
    kind: 'goods',
    subscription: null,
    refunds: [],
    afterSaleRecords: [],
    customer: { id: 'user-1', nickname: '小林', phone: '138****0001', orderCount: 3 },
    preparingAt: null,
    dispatchedAt: null,
    receivedAt: null,
    refundReason: null,
    recentlyPaid: row.recentlyPaid,
    attention: row.attention,
    ...overrides,
  };
}

/** The delivery settings as the server reads them: four slots of ten orders, no zones, one closed day in 2026. */
export function aDeliverySettings(overrides: Partial<DeliverySettingsState> = {}): DeliverySettingsState {
  return {
    slots: [
      { id: 'morning', start: '09:00', end: '12:00', capacity: 10 },
      { id: 'noon', start: '12:00', end: '15:00', capacity: 10 },
      { id: 'afternoon', start: '15:00', end: '18:00', capacity: 10 },
      { id: 'evening', start: '18:00', end: '21:00', capacity: 10 },
    ],
    capacityOverrides: [],
    cutoff: '16:00',
    leadMinutes: 60,
    horizonDays: 60,
    closedDates: ['2026-01-01'],
    zones: [],
    surcharges: [],
    deliveredPhotoRequired: true,
    version: 7,
    updatedAt: Date.UTC(2026, 1, 1, 2, 0),
    ...overrides,
  };
}

const aCustomer = { id: 'member-1', nickname: '林小姐', phone: '138****0000' };

/** An after-sale request still waiting, as the console's queue lists it. */
export function anAfterSale(overrides: Partial<AdminAfterSale> = {}): AdminAfterSale {
  serial += 1;
  return {
    id: `as-${serial}`,
    orderId: `order-${serial}`,
    orderNo: `2026021300${serial}`,
    kind: 'refund_only',
    reason: 'wilted',
    description: '收到时花瓣已经发黑',
    pictures: ['/uploads/wilted-1.png', '/uploads/wilted-2.png'],
    amount: 50,
    lines: [],
    status: 'requested',
    staffNote: '',
    customer: aCustomer,
    createTime: Date.UTC(2026, 1, 13, 2, 0),
    updateTime: Date.UTC(2026, 1, 13, 2, 0),
    ...overrides,
  };
}

/** A comment without a reply yet. */
export function aComment(overrides: Partial<AdminComment> = {}): AdminComment {
  serial += 1;
  return {
    id: `comment-${serial}`,
    goodsId: 'goods-1',
    goodsName: '33枝红玫瑰',
    orderNo: `2026021300${serial}`,
    customer: aCustomer,
    anonymous: false,
    rating: 4,
    content: '花很新鲜',
    pictures: [],
    reply: null,
    replyTime: null,
    createTime: Date.UTC(2026, 1, 13, 2, 0),
    hiddenTime: null,
    specName: null,
    skuName: null,
    ...overrides,
  };
}

/** A feedback nobody has handled yet. */
export function aFeedback(overrides: Partial<AdminFeedback> = {}): AdminFeedback {
  serial += 1;
  return {
    id: `feedback-${serial}`,
    type: 'delivery',
    rating: 5,
    content: '配送员很准时',
    pictures: [],
    contact: '',
    customer: aCustomer,
    createTime: Date.UTC(2026, 1, 13, 2, 0),
    handled: false,
    handledTime: null,
    handledBy: null,
    ...overrides,
  };
}
