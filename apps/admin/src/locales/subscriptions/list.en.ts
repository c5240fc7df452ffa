import type { listZh } from './list.zh-CN';

/** The subscriptions list's texts in English (issue 45). */
export const listEn: typeof listZh = {
  tabs: { active: 'Active', paused: 'Paused', ending: 'Ending', cancelled: 'Cancelled', all: 'All' },
  series: 'Series',
  weekday: 'Weekday',
  district: 'District',
  member: 'Buyer',
  recipient: 'Recipient',
  progress: 'Delivered / total',
  progressValue: '{{delivered}} / {{total}}',
  nextDate: 'Next delivery',
  paid: 'Paid',
  gift: 'Gift',
  status: 'Status',
  none: '—',
  statuses: {
    pending_payment: 'Awaiting payment',
    awaiting_claim: 'Awaiting claim',
    active: 'Active',
    paused: 'Paused',
    ended: 'Ended',
    cancelled: 'Cancelled',
  },
  weekdays: { d1: 'Mon', d2: 'Tue', d3: 'Wed', d4: 'Thu', d5: 'Fri', d6: 'Sat', d7: 'Sun' },
  hint: 'Click a row to open the subscription; J / K move, Enter opens',
};
