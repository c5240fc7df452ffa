import type { DeliverySettingsState } from '@ffe/shared/contracts/delivery-settings';
import { Alert, App, Button, Card, Flex, Form, Skeleton, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors } from '../../../lib/field-errors';
import { formatTime } from '../../../lib/format';
import { useCan } from '../../../lib/permissions';
import { useDeliverySettings } from '../api/get-delivery-settings';
import { useUpdateDeliverySettings } from '../api/update-delivery-settings';
import { CapacityOverridesSection } from '../components/capacity-overrides-section';
import { ClosedDatesInput } from '../components/closed-dates-input';
import { OrderingRulesSection } from '../components/ordering-rules-section';
import { SettingsCard } from '../components/settings-card';
import { formPathOf, type SettingsValues, toUpdate, toValues } from '../components/settings-values';
import { SlotsSection } from '../components/slots-section';
import { SurchargesSection } from '../components/surcharges-section';
import { ZonesSection } from '../components/zones-section';

/** What stops a save: someone else saved first (reload), or a reason the server gave for no field shown here. */
type SaveProblem = { kind: 'conflict' } | { kind: 'error'; message: string };

/**
 * The settings as one form, saved whole with the version read; a refusal naming a field shows next to it. Staff who
 * may not change them see the same page read-only.
 */
function SettingsForm({
  state,
  editable,
  onReload,
  reloading,
}: {
  state: DeliverySettingsState;
  editable: boolean;
  onReload: () => void;
  reloading: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsValues>();
  const [problem, setProblem] = useState<SaveProblem>();
  const save = useUpdateDeliverySettings();
  const formBox = useRef<HTMLDivElement>(null);

  /** Says so and brings the first field marked in red into view, once it is marked. */
  const showInvalid = () => {
    void message.error(t('deliverySettings.invalid'));
    requestAnimationFrame(() =>
      formBox.current
        ?.querySelector('.ant-form-item-has-error')
        ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
    );
  };

  const onFinish = () => {
    setProblem(undefined);
    // The whole store: a slot's id has no field of its own, so the validated values leave it out.
    save.mutate(toUpdate(form.getFieldsValue(true), state.version), {
      onSuccess: () => void message.success(t('deliverySettings.saved')),
      onError: (error) => {
        if (error instanceof ApiError && error.errCode === 'SETTINGS_VERSION_CONFLICT') {
          setProblem({ kind: 'conflict' });
          return;
        }
        const unplaced = showFieldErrors(form, formPathOf, error);
        if (unplaced) setProblem({ kind: 'error', message: unplaced });
        else showInvalid();
      },
    });
  };

  return (
    <Form<SettingsValues>
      form={form}
      layout="vertical"
      disabled={!editable}
      initialValues={toValues(state)}
      onFinish={onFinish}
      onFinishFailed={showInvalid}
    >
      <Flex vertical gap={16} ref={formBox}>
        {!editable && <Alert type="info" showIcon title={t('deliverySettings.readOnly')} />}
        <SlotsSection editable={editable} />
        <OrderingRulesSection />
        <SettingsCard
          title={t('deliverySettings.closed.title')}
          hint={t(editable ? 'deliverySettings.closed.hint' : 'deliverySettings.closed.readOnlyHint')}
        >
          <Form.Item name="closedDates" style={{ margin: 0 }}>
            <ClosedDatesInput editable={editable} />
          </Form.Item>
        </SettingsCard>
        <CapacityOverridesSection editable={editable} />
        <SurchargesSection editable={editable} />
        <ZonesSection editable={editable} />
      </Flex>
      {editable && (
        <div className="save-bar">
          {problem?.kind === 'conflict' && (
            <Alert
              type="warning"
              showIcon
              title={t('deliverySettings.conflict')}
              action={
                <Button size="small" disabled={false} loading={reloading} onClick={onReload}>
                  {t('deliverySettings.reload')}
                </Button>
              }
            />
          )}
          {problem?.kind === 'error' && <Alert type="error" showIcon title={problem.message} />}
          <Flex justify="end" gap={8}>
            <Button
              onClick={() => {
                form.resetFields();
                setProblem(undefined);
              }}
            >
              {t('deliverySettings.discard')}
            </Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('deliverySettings.save')}
            </Button>
          </Flex>
        </div>
      )}
    </Form>
  );
}

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
          reloading={settings.isFetching}
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
