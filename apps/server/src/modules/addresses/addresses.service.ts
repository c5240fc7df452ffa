import crypto from 'node:crypto';
import { MAX_ADDRESSES } from '@ffe/shared/constants';
import type { Address, addressInput } from '@ffe/shared/contracts/member-centre';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import { conflict, notFound } from '../../platform/errors';
import { toAddress } from './addresses.mapper';
import type { AddressFields, AddressRepository } from './addresses.repository';

/** What the routes hand over: the contract's input after its defaults are applied. */
export type AddressValues = z.output<typeof addressInput>;

const fieldsOf = (input: AddressValues): AddressFields => ({
  recipient: input.recipient,
  phone: input.phone,
  province: input.province,
  city: input.city,
  district: input.district,
  detail: input.detail,
  tag: input.tag,
});

/**
 * A member's delivery addresses. While they have any, exactly one is the default: the first one
 * becomes it, choosing another moves it, and removing it passes it to the newest one left.
 */
export function addressService(repo: AddressRepository, now: () => number = Date.now) {
  async function ownOrNotFound(memberId: string, id: string, trx: Db) {
    const row = await repo.findOwn(memberId, id, trx);
    if (!row) throw notFound('address');
    return toAddress(row);
  }

  return {
    async list(memberId: string): Promise<Address[]> {
      return (await repo.listOf(memberId)).map(toAddress);
    },

    async add(memberId: string, input: AddressValues): Promise<Address> {
      return repo.transaction(async (trx) => {
        await repo.lockMember(memberId, trx);
        const count = await repo.countOf(memberId, trx);
        if (count >= MAX_ADDRESSES) {
          throw conflict('ADDRESS_LIMIT', `At most ${MAX_ADDRESSES} addresses; remove one first`);
        }
        const id = crypto.randomUUID();
        const at = now();
        await repo.insert(
          { id, user_id: memberId, ...fieldsOf(input), is_default: 0, created_at: at, updated_at: at },
          trx,
        );
        if (input.isDefault || count === 0) await repo.makeDefault(memberId, id, at, trx);
        return ownOrNotFound(memberId, id, trx);
      });
    },

    /**
     * `isDefault: true` makes the address the default; `false` leaves the flag alone, because a
     * member with addresses always has a default: choosing another one is how it moves.
     */
    async update(memberId: string, id: string, input: AddressValues): Promise<Address> {
      return repo.transaction(async (trx) => {
        await repo.lockMember(memberId, trx);
        const at = now();
        if (!(await repo.updateOwn(memberId, id, fieldsOf(input), at, trx))) throw notFound('address');
        if (input.isDefault) await repo.makeDefault(memberId, id, at, trx);
        return ownOrNotFound(memberId, id, trx);
      });
    },

    async remove(memberId: string, id: string): Promise<void> {
      await repo.transaction(async (trx) => {
        await repo.lockMember(memberId, trx);
        const row = await repo.findOwn(memberId, id, trx);
        if (!row || !(await repo.deleteOwn(memberId, id, trx))) throw notFound('address');
        if (row.is_default !== 1) return;
        const newest = await repo.newestOf(memberId, trx);
        if (newest) await repo.makeDefault(memberId, newest.id, now(), trx);
      });
    },

    async setDefault(memberId: string, id: string): Promise<Address> {
      return repo.transaction(async (trx) => {
        await repo.lockMember(memberId, trx);
        if (!(await repo.makeDefault(memberId, id, now(), trx))) throw notFound('address');
        return ownOrNotFound(memberId, id, trx);
      });
    },
  };
}

export type AddressService = ReturnType<typeof addressService>;
