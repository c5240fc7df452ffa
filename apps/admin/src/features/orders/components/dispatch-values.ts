import type { CourierChoice } from '@ffe/shared/contracts/admin-orders';

/** The dispatch form: a courier account (with a phone typed in when the account has none), or a name and phone. */
export interface DispatchValues {
  mode: 'account' | 'typed';
  courierId?: string;
  courierName?: string;
  courierPhone?: string;
}

/** What the form says, as the dispatch contract takes it: a courier account, or a typed name and phone. */
export function courierChoiceOf(values: DispatchValues): CourierChoice {
  const typedPhone = values.courierPhone?.trim() || undefined;
  if (values.mode === 'account' && values.courierId) {
    return { courierId: values.courierId, ...(typedPhone ? { courierPhone: typedPhone } : {}) };
  }
  return { courierName: values.courierName?.trim(), courierPhone: typedPhone };
}
