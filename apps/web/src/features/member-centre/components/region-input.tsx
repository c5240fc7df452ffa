import { type CascaderOption, CascaderView, Popup } from 'antd-mobile';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useCloseOnEscape } from '../../../lib/use-close-on-escape';
import styles from './region-input.module.css';

/** Province, city and district names, in that order; empty until one is picked. */
export type Region = string[];

let areaOptions: Promise<CascaderOption[]> | undefined;

/** China's areas load with the first opening of the picker, not with the form (they weigh 160 kB). */
function loadAreaOptions(): Promise<CascaderOption[]> {
  areaOptions ??= import('@vant/area-data').then(({ useCascaderAreaData: buildAreaOptions }) => buildAreaOptions());
  // A failed load may be tried again by opening the picker again.
  areaOptions.catch(() => {
    areaOptions = undefined;
  });
  return areaOptions;
}

// Names are unique among siblings, and the address keeps names, so the name is each level's value.
const FIELD_NAMES = { label: 'text', value: 'text', children: 'children' };
const LEVELS = 3;

/**
 * A form control for province → city → district: a button showing the choice, opening a bottom sheet with one tab
 * per level. Picking a district finishes; every option is a real button, so it works from the keyboard.
 */
export function RegionInput({
  id,
  value,
  onChange,
  placeholder,
}: {
  id?: string;
  value?: Region;
  onChange?: (region: Region) => void;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const valueId = useId();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const [options, setOptions] = useState<CascaderOption[] | null>(null);
  const [picking, setPicking] = useState<Region>([]);
  const close = useCallback(() => setOpen(false), []);
  const chosen = value && value.length === LEVELS ? value : undefined;

  useCloseOnEscape(open, close);

  const openPicker = () => {
    setPicking(chosen ?? []);
    setOpen(true);
    loadAreaOptions().then(setOptions, () => {
      toast(t('address.regionLoadFailed'));
      setOpen(false);
    });
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        id={id}
        className={styles.field}
        onClick={openPicker}
        aria-haspopup="dialog"
        aria-describedby={valueId}
      >
        <span id={valueId} className={chosen ? styles.value : styles.placeholder}>
          {chosen ? chosen.join(' ') : placeholder}
        </span>
      </button>
      <Popup
        visible={open}
        onMaskClick={close}
        bodyClassName={styles.sheet}
        // The keyboard's place moves into the sheet while it is open, and back to the field after.
        afterShow={() => sheet.current?.focus()}
        afterClose={() => trigger.current?.focus()}
      >
        <div
          ref={sheet}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className={styles.dialog}
          tabIndex={-1}
        >
          <div className={styles.header}>
            <h2 className={styles.title} id={titleId}>
              {t('address.regionTitle')}
            </h2>
            <button type="button" className={styles.close} onClick={close} aria-label={t('address.close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {open && (
            <CascaderView
              className={styles.cascader}
              options={options ?? []}
              loading={options === null}
              fieldNames={FIELD_NAMES}
              value={picking}
              placeholder={t('address.regionPick')}
              optionRender={(option) => (
                // The list row around it has the click handler; the button makes the row reachable by Tab.
                <button type="button" className={styles.option}>
                  {String(option.text)}
                </button>
              )}
              onChange={(next, extend) => {
                const region = next.map(String);
                setPicking(region);
                if (extend.isLeaf && region.length === LEVELS) {
                  onChange?.(region);
                  close();
                }
              }}
            />
          )}
        </div>
      </Popup>
    </>
  );
}
