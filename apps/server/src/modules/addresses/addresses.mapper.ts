import type { Address } from '@ffe/shared/contracts/member-centre';
import type { AddressRow } from './addresses.repository';

/** The member's own address; the phone is theirs, so it is not masked here (the web masks it in lists). */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    recipient: row.recipient,
    phone: row.phone,
    province: row.province,
    city: row.city,
    district: row.district,
    detail: row.detail,
    tag: row.tag,
    isDefault: row.is_default === 1,
  };
}
