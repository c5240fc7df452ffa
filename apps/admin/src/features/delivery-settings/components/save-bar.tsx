import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** What stops a save: someone else saved first (reload), or a reason the server gave for no field shown here. */
export type SaveProblem = { kind: 'conflict' } | { kind: 'error'; message: string };

/** The bar under the settings form: why the last save failed, then discard and save. */
export function SaveBar({
  problem,
  saving,
  onDiscard,
  onReload,
  reloading,
}: {
  problem: SaveProblem | undefined;
  saving: boolean;
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
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('deliverySettings.save')}
        </Button>
      </Flex>
    </div>
  );
}
