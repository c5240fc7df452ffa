import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, type Locale, useLocale } from '../lib/i18n';

const options: { value: Locale; label: string }[] = [
  { value: 'zh-CN', label: '中文' },
  { value: 'en', label: 'English' },
];

/** Switches the console's language (each named in its own words); the choice is remembered on this device. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Segmented<Locale>
      size="small"
      aria-label={t('header.language')}
      options={options}
      value={locale}
      onChange={changeLocale}
    />
  );
}
