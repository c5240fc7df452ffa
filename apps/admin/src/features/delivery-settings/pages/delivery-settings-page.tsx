import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { formatTime } from '../../../lib/format';
import { useCan } from '../../../lib/permissions';
import { useDeliverySettings } from '../api/get-delivery-settings';
import { SettingsForm } from '../components/settings-form';

/** `/settings/delivery`: slots, capacity, cut-off, closed days, zones and surcharges the shop delivers by. */
export default function DeliverySettingsPage() {
  const { t } = useTranslation();
  const settings = useDeliverySettings();
  const can = useCan();
  const editable = can('settings.manage');
  return (
    <Page
      title={t('deliverySettings.title')}
      extra={
        settings.data && (
          <Typography.Text type="secondary">
            {t('deliverySettings.version', {
              version: settings.data.version,
              time: formatTime(settings.data.updatedAt),
            })}
          </Typography.Text>
        )
      }
    >
      {settings.data ? (
        // A new version (saved here, or reloaded after someone else's save) starts the form again from it.
        <SettingsForm
          key={settings.data.version}
          state={settings.data}
          editable={editable}
          onReload={() => void settings.refetch()}
        />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </Page>
  );
}
