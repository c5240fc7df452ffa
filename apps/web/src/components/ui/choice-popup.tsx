import { Button, DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from './bottom-sheet';
import styles from './choice-popup.module.css';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  detail?: ReactNode;
  /** Shown on the right, as a coupon's discount. */
  extra?: ReactNode;
  disabled?: boolean;
  /** A second button beside the choice (e.g. 编辑), which does not choose it; `name` says what it acts on to a screen reader. */
  action?: { label: string; name: string; onClick: () => void };
}

/** The call the choices come from, when they are loaded as the sheet opens. */
export interface ChoicesSource {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A bottom sheet to choose one of a list. Each choice is a button (the chosen one pressed), so Tab and Enter choose
 * without arrow keys choosing on the way; choosing closes it. `children` come after the list (loading, an add button).
 */
export function ChoicePopup<T extends string>({
  visible,
  title,
  choices,
  value,
  onChoose,
  onClose,
  source,
  children,
}: {
  visible: boolean;
  title: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChoose: (value: T) => void;
  onClose: () => void;
  source?: ChoicesSource;
  children?: ReactNode;
}) {
  const { t } = useTranslation();

  return (
    <BottomSheet visible={visible} title={title} onClose={onClose}>
      <div className={styles.scroll}>
        {choices.map((choice) => {
          const button = (
            <button
              key={choice.value}
              type="button"
              className={styles.choice}
              aria-pressed={choice.value === value}
              disabled={choice.disabled}
              onClick={() => {
                onChoose(choice.value);
                onClose();
              }}
            >
              <span className={styles.text}>
                <span className={styles.label}>{choice.label}</span>
                {choice.detail && <span className={styles.detail}>{choice.detail}</span>}
              </span>
              {choice.extra && <span className={styles.extra}>{choice.extra}</span>}
              <span className={styles.mark} aria-hidden="true" />
            </button>
          );
          if (!choice.action) return button;
          const { label, name, onClick } = choice.action;
          return (
            <div key={choice.value} className={styles.withAction}>
              {button}
              <button type="button" className={styles.action} onClick={onClick} aria-label={name}>
                {label}
              </button>
            </div>
          );
        })}
        {source?.isPending && (
          <div className={styles.status}>
            <DotLoading color="primary" />
          </div>
        )}
        {source?.isError && (
          <Button block fill="none" onClick={() => void source.refetch()}>
            {t('common.loadFailed')}, {t('common.retry')}
          </Button>
        )}
        {children}
      </div>
    </BottomSheet>
  );
}
