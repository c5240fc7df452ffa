import { App } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Closing } from './closings';

/**
 * Asks before a save that stops orders (a slot or a date's slot to 0, a day closed), naming each; `asking()` says
 * whether the question is still open, so a second save does not ask again over it.
 */
export function useConfirmClosing() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const open = useRef(false);
  const line = (c: Closing) =>
    c.kind === 'closedDate'
      ? t('deliverySettings.closing.closedDate', { date: c.date })
      : c.kind === 'slot'
        ? t('deliverySettings.closing.slot', { start: c.start, end: c.end })
        : t('deliverySettings.closing.override', { date: c.date, start: c.start, end: c.end });

  const confirm = (closings: readonly Closing[], onOk: () => void) => {
    open.current = true;
    const done = () => {
      open.current = false;
    };
    void modal.confirm({
      title: t('deliverySettings.closing.title'),
      content: (
        <ul className="closing-list">
          {closings.map((c) => (
            <li key={line(c)}>{line(c)}</li>
          ))}
        </ul>
      ),
      okText: t('deliverySettings.closing.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => {
        done();
        onOk();
      },
      onCancel: done,
    });
  };
  return { confirm, asking: () => open.current };
}
