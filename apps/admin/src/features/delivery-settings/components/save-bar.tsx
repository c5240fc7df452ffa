import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The bar under the settings form: why the last save failed (a reason the server gave for no field shown here), then
 * discard and save. Save is a plain button, not the
 * form's submit, so Enter in a field never saves the form half-finished; it is focusable, and Ctrl+S works too.
 */
export function SaveBar({
  problem,
  saving,
  onSave,
  onDiscard,
}: {
  problem: string | undefined;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="save-bar">
      {problem && <Alert type="error" showIcon title={problem} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onDiscard}>{t('deliverySettings.discard')}</Button>
        <Button type="primary" loading={saving} onClick={onSave} title={t('deliverySettings.saveHint')}>
          {t('deliverySettings.save')}
        </Button>
      </Flex>
    </div>
  );
}
