import type { Address, AddressInput } from '@ffe/shared/contracts/member-centre';
import type { Region } from '../components/region-input';
import { TAG_MAX_LENGTH } from './address-tags';

/** The contract's bounds (packages/shared addressInput), checked here to name the problem before the server would. */
export const RECIPIENT_LENGTH = { min: 2, max: 20 };
export const DETAIL_LENGTH = { min: 2, max: 120 };

export interface AddressFormValues {
  recipient: string;
  phone: string;
  region: Region;
  detail: string;
  tag: string;
  isDefault: boolean;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  recipient: '',
  phone: '',
  region: [],
  detail: '',
  tag: '',
  isDefault: false,
};

export function formValuesOf(address: Address): AddressFormValues {
  const { recipient, phone, province, city, district, detail, tag, isDefault } = address;
  return { recipient, phone, region: [province, city, district], detail, tag, isDefault };
}

export function addressInputOf(values: AddressFormValues): AddressInput {
  const [province = '', city = '', district = ''] = values.region;
  return {
    recipient: values.recipient.trim(),
    phone: values.phone.trim(),
    province,
    city,
    district,
    detail: values.detail.trim(),
    tag: values.tag.trim(),
    isDefault: values.isDefault,
  };
}

/** A rule that trims the text, then asks for it and for its length, naming which is wrong. */
export function textRule(required: string, length: string, bounds: { min: number; max: number }) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      const text = (value ?? '').trim();
      if (!text) throw new Error(required);
      if (text.length < bounds.min || text.length > bounds.max) throw new Error(length);
    },
  };
}

/** A rule asking for all three levels of the region. */
export function regionRule(required: string) {
  return {
    validator: async (_rule: unknown, value: Region | undefined) => {
      if (!value || value.length < 3) throw new Error(required);
    },
  };
}

/** A rule refusing a tag longer than the contract takes (once trimmed). */
export function tagRule(tooLong: string) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      if ((value ?? '').trim().length > TAG_MAX_LENGTH) throw new Error(tooLong);
    },
  };
}
