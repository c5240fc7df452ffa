import type { CurrentUser, UpdateUserSetRequest } from '@ffe/shared/contracts/member';
import { defaultNameTail } from '@ffe/shared/domain/nickname';
import { DatePicker, Picker } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { GENDER_LABELS, GENDERS, isoDate, parseDate, type SettingsDialog } from '../utils/user-settings';
import { NicknameDialog } from './nickname-dialog';

/** The picker's range: the current year ±150 (PRODUCT.md#shop-constants). */
const PICKER_YEARS = 150;

/** The profile group's editors: the nickname dialog and the gender and birthday pickers. */
export function ProfilePickers({
  user,
  open,
  onClose,
  onChange,
}: {
  user: CurrentUser;
  open: SettingsDialog | undefined;
  onClose: () => void;
  onChange: (change: UpdateUserSetRequest) => void;
}) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <>
      <NicknameDialog
        visible={open === 'nickname'}
        initial={defaultNameTail(user.nickname) === null ? user.nickname : ''}
        onClose={onClose}
        onSave={(nickname) => onChange({ key: 'nickname', value: nickname })}
      />
      <Picker
        visible={open === 'gender'}
        title={t('settings.gender')}
        columns={[GENDERS.map((gender) => ({ value: gender, label: t(`settings.${GENDER_LABELS[gender]}`) }))]}
        value={[user.gender]}
        onClose={onClose}
        onConfirm={([gender]) => {
          const chosen = GENDERS.find((g) => g === gender);
          if (chosen) onChange({ key: 'gender', value: chosen });
        }}
      />
      <DatePicker
        visible={open === 'birthday'}
        title={t('settings.birthday')}
        min={new Date(year - PICKER_YEARS, 0, 1)}
        max={new Date(year + PICKER_YEARS, 11, 31)}
        value={parseDate(user.birthday) ?? new Date(year - 25, 0, 1)}
        onClose={onClose}
        onConfirm={(date) => onChange({ key: 'birthday', value: isoDate(date) })}
      />
    </>
  );
}
