import { password } from '@ffe/shared/contracts/member';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** A contract's zod schema as a form rule: the server's own rule, with the console's words for it. */
export const schemaRule = (schema: { safeParse(value: unknown): { success: boolean } }, message: string): Rule => ({
  validator: (_, value: string | undefined) =>
    !value || schema.safeParse(value).success ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** A password being set: required, and as strong as the shop asks (contracts/member `password`). */
export const newPasswordRules = (t: TFunction): Rule[] => [
  { required: true, message: t('password.newRequired') },
  schemaRule(password, t('password.rule')),
];
