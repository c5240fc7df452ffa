import { Input, type InputRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESET_TAGS, presetTagLabel } from '../utils/address-tags';
import styles from './choice-chips.module.css';

/** The address tag: one of the offered words, the member's own (typed after 自定义), or none. */
export function TagInput({
  id,
  value = '',
  onChange,
  placeholder,
}: {
  id?: string;
  value?: string;
  onChange?: (tag: string) => void;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState(() => value !== '' && presetTagLabel(value) === undefined);
  const inputRef = useRef<InputRef>(null);
  // Choosing 自定义 moves on to typing it; an address opened with its own tag does not grab the focus.
  const focusInput = useRef(false);

  useEffect(() => {
    if (custom && focusInput.current) inputRef.current?.focus();
    focusInput.current = false;
  }, [custom]);

  const pickPreset = (tag: string) => {
    setCustom(false);
    // Tapping the chosen word again leaves the address without a tag.
    onChange?.(value === tag && !custom ? '' : tag);
  };

  const toggleCustom = () => {
    focusInput.current = !custom;
    setCustom(!custom);
    onChange?.('');
  };

  return (
    <div className={styles.stack}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('address.tag')}</legend>
        <div className={styles.chips}>
          {PRESET_TAGS.map((preset) => (
            <button
              key={preset.value}
              type="button"
              className={styles.chip}
              aria-pressed={!custom && value === preset.value}
              onClick={() => pickPreset(preset.value)}
            >
              {t(preset.label)}
            </button>
          ))}
          <button type="button" className={styles.chip} aria-pressed={custom} onClick={toggleCustom}>
            {t('address.tagCustom')}
          </button>
        </div>
      </fieldset>
      {custom && (
        <Input
          ref={inputRef}
          id={id}
          className={styles.input}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          aria-label={t('address.tagCustomLabel')}
        />
      )}
    </div>
  );
}
