import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** Saves at once, or first asks when the save takes something on sale off sale. */
export function useOffSaleConfirm() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (wasActive: boolean | undefined, active: boolean, save: () => void) => {
    if (!wasActive || active) return save();
    modal.confirm({
      title: t('subscriptions.plans.offSaleConfirm'),
      content: t('subscriptions.plans.offSaleHint'),
      okText: t('subscriptions.plans.takeOffSale'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: save,
    });
  };
}
