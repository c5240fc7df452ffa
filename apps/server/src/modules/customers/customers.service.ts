import crypto from 'node:crypto';
import type { AdminCustomerDetail, AdminCustomerSummary, CustomerNote } from '@ffe/shared/contracts/admin-customers';
import type { Role } from '@ffe/shared/contracts/member';
import type { AuditActor } from '../../platform/authenticate';
import { forbidden, notFound } from '../../platform/errors';
import type { TokenService } from '../auth/auth.module';
import type { AuditRepository } from '../platform';
import {
  toCustomerAddress,
  toCustomerAfterSales,
  toCustomerCoupons,
  toCustomerNote,
  toCustomerOrders,
  toCustomerSummary,
} from './customers.mapper';
import type { CustomerFilter, CustomerRepository } from './customers.repository';

export interface CustomerServiceDeps {
  repo: CustomerRepository;
  audit: Pick<AuditRepository, 'record'>;
  tokens: Pick<TokenService, 'revokeAllOf' | 'announce'>;
  imageUrl: (path: string) => string;
  now?: () => number;
}

const customerRecord = (id: string) => ({ type: 'customer', id });

/**
 * The customers in the console: the list, the customer page, staff notes and the disable switch. Disabling ends the
 * member's sessions in every process at once, as a staff change of rights does (decision 017).
 */
export function customerService({ repo, audit, tokens, imageUrl, now = Date.now }: CustomerServiceDeps) {
  async function summaryOf(id: string): Promise<AdminCustomerSummary> {
    const row = await repo.findCustomer(id);
    if (!row) throw notFound('customer');
    const [figures] = await repo.figures([id]);
    return toCustomerSummary(row, figures, imageUrl);
  }

  return {
    async list(filter: CustomerFilter, page: number, pageSize: number) {
      const { rows, total } = await repo.page(filter, page, pageSize);
      const figures = new Map((await repo.figures(rows.map((r) => r.id))).map((f) => [f.user_id, f]));
      return { list: rows.map((row) => toCustomerSummary(row, figures.get(row.id), imageUrl)), total };
    },

    async detail(id: string): Promise<AdminCustomerDetail> {
      const row = await repo.findCustomer(id);
      if (!row) throw notFound('customer');
      const [[figures], orders, afterSales, coupons, addresses, notes] = await Promise.all([
        repo.figures([id]),
        repo.recentOrders(id),
        repo.afterSales(id),
        repo.coupons(id),
        repo.addresses(id),
        repo.notes(id),
      ]);
      const summary = toCustomerSummary(row, figures, imageUrl);
      return {
        customer: {
          ...summary,
          gender: row.gender,
          disabledTime: row.disabled_at == null ? null : Number(row.disabled_at),
          firstOrderTime: figures?.first_order_at == null ? null : Number(figures.first_order_at),
        },
        orders: toCustomerOrders(orders, summary.orderCount),
        afterSales: toCustomerAfterSales(afterSales),
        coupons: toCustomerCoupons(coupons, now()),
        addresses: addresses.map(toCustomerAddress),
        notes: notes.map(toCustomerNote),
      };
    },

    /** A note for the team, signed with the author's name at the time; the customer never sees it. */
    async addNote(actor: AuditActor, id: string, content: string): Promise<CustomerNote> {
      return repo.transaction(async (trx) => {
        if (!(await repo.findCustomer(id, trx))) throw notFound('customer');
        const row = {
          id: crypto.randomUUID(),
          user_id: id,
          author_id: actor.id,
          author_name: await repo.authorName(actor.id, trx),
          content,
          created_at: now(),
        };
        await repo.insertNote(row, trx);
        await audit.record(trx, {
          actor,
          area: 'customers',
          action: 'customer.note',
          record: customerRecord(id),
          after: { note: content },
        });
        return toCustomerNote(row);
      });
    },

    /**
     * Disables or re-enables the member; switching to the state it is already in writes nothing. Disabling ends their
     * sessions in the transaction, then again once it committed (a sign-in racing the switch), and tells every process.
     */
    async setDisabled(actor: AuditActor, id: string, disabled: boolean): Promise<AdminCustomerSummary> {
      const ended = await repo.transaction(async (trx) => {
        const at = now();
        if (!(await repo.findCustomer(id, trx))) throw notFound('customer');
        if (!(await repo.setDisabled(id, disabled ? at : null, at, trx))) return undefined;
        await audit.record(trx, {
          actor,
          area: 'customers',
          action: disabled ? 'customer.disable' : 'customer.enable',
          record: customerRecord(id),
          before: { disabled: !disabled },
          after: { disabled },
        });
        return disabled ? tokens.revokeAllOf(id, { trx }) : [];
      });
      if (ended && disabled) {
        await tokens.announce([...ended, ...(await tokens.revokeAllOf(id))]);
      }
      return summaryOf(id);
    },
  };
}

export type CustomerService = ReturnType<typeof customerService>;

/**
 * Asked as any token is issued (SMS, password or WeChat sign-in, renewal): a disabled member gets none (403
 * ACCOUNT_DISABLED), so they cannot sign in, order or take over a guest's chat.
 */
export function customerSessionGuard(repo: Pick<CustomerRepository, 'isDisabled'>) {
  return async (userId: string, role: Role): Promise<void> => {
    if (role !== 'customer') return;
    if (await repo.isDisabled(userId)) throw forbidden('该账号已停用，请联系客服', 'ACCOUNT_DISABLED');
  };
}
