import { SENDER_NAME_MAX_LENGTH } from '@ffe/shared/constants';
import type { CurrentUser } from '@ffe/shared/contracts/member';
import type { Sender } from '@ffe/shared/contracts/order';
import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';

/** What is wrong with the orderer as typed, field by field; empty when nothing is. */
export interface SenderProblems {
  name?: 'required' | 'length';
  phone?: 'required' | 'invalid';
}

/** The orderer the member has not changed: the account's nickname and mobile (empty when it has none). */
export const senderOfAccount = (user: CurrentUser | false): Sender => ({
  name: user ? user.nickname.slice(0, SENDER_NAME_MAX_LENGTH) : '',
  phone: user ? (user.mobile ?? '') : '',
});

/** The contract's rules (packages/shared senderInput), checked here so the page can say which is wrong. */
export function senderProblems(sender: Sender): SenderProblems {
  const problems: SenderProblems = {};
  const name = sender.name.trim();
  const phone = sender.phone.trim();
  if (!name) problems.name = 'required';
  else if (name.length > SENDER_NAME_MAX_LENGTH) problems.name = 'length';
  if (!phone) problems.phone = 'required';
  else if (!MOBILE_PHONE_PATTERN.test(phone)) problems.phone = 'invalid';
  return problems;
}

export const hasSenderProblems = (problems: SenderProblems) => Boolean(problems.name || problems.phone);
