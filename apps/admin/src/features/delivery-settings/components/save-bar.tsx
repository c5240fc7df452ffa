import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** What stops a save: someone else saved first (reload), or a reason the server gave for no field shown here. */
export type SaveProblem = { kind: 'conflict' } | { kind: 'error'; message: string };

/**
 * The bar under the settings form: why the last save failed, then discard and save. Save is a plain button, not the
 * form's submit, so Enter in a field never saves the form half-finished; it is focusable, and Ctrl+S works too.
 */
export function SaveBar({
  problem,
  saving,
  onSave,
  onDiscard,
  onReload,
  reloading,
}: {
  problem: SaveProblem | undefined;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onReload: () => void;
  reloading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="save-bar">
      {problem?.kind === 'conflict' && (
        <Alert
          type="warning"
          showIcon
          title={t('deliverySettings.conflict')}
          action={
            <Button size="small" loading={reloading} onClick={onReload}>
              {t('deliverySettings.reload')}
            </Button>
          }
        />
      )}
      {problem?.kind === 'error' && <Alert type="error" showIcon title={problem.message} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onDiscard}>{t('deliverySettings.discard')}</Button>
        <Button type="primary" loading={saving} onClick={onSave} title={t('deliverySettings.saveHint')}>
          {t('deliverySettings.save')}
        </Button>
      </Flex>
    </div>
  );
}
