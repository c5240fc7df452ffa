import type { CategoryNode } from '@ffe/shared/contracts/catalogue';
import { Popup } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useCloseOnEscape } from '../../../lib/use-close-on-escape';
import { FilterForm, type ListingFilter } from './filter-form';
import styles from './filter-popup.module.css';

/** The listing's filter panel: a price range (yuan, ≥ 0, min ≤ max) and a category; nothing applies until 确定. */
export function FilterPopup({
  visible,
  current,
  categories,
  onApply,
  onClose,
}: {
  visible: boolean;
  current: ListingFilter;
  categories: readonly CategoryNode[];
  onApply: (filter: ListingFilter) => void;
  onClose: () => void;
}) {
  const minInput = useRef<HTMLInputElement>(null);
  const [wasVisible, setWasVisible] = useState(visible);
  const [opening, setOpening] = useState(0);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setOpening((n) => n + 1);
  }

  useCloseOnEscape(visible, onClose);

  return (
    <Popup
      visible={visible}
      position="right"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.body}
      afterShow={() => minInput.current?.focus()}
    >
      <FilterForm
        key={opening}
        current={current}
        categories={categories}
        minInputRef={minInput}
        onApply={onApply}
        onClose={onClose}
      />
    </Popup>
  );
}
