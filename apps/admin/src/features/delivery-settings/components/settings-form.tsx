import type { DeliverySettingsState } from '@ffe/shared/contracts/delivery-settings';
import { Alert, App, Flex, Form } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleSaveDialog } from '../../../components/stale-save-dialog';
import { useStaleSave } from '../../../components/use-stale-save';
import { showFieldErrors } from '../../../lib/field-errors';
import { getDeliverySettings } from '../api/get-delivery-settings';
import { useUpdateDeliverySettings } from '../api/update-delivery-settings';
import { CapacityOverridesSection } from './capacity-overrides-section';
import { ClosedDatesInput } from './closed-dates-input';
import { closingsOf } from './closings';
import { OrderingRulesSection } from './ordering-rules-section';
import { SaveBar } from './save-bar';
import { SettingsCard } from './settings-card';
import { SETTINGS_ROW_KEYS, settingsChanges } from './settings-changes';
import { formPathOf, type SettingsValues, toUpdate, toValues } from './settings-values';
import { SlotsSection } from './slots-section';
import { SurchargesSection } from './surcharges-section';
import { useConfirmClosing } from './use-confirm-closing';
import { useSaveKey } from './use-save-key';
import { ZonesSection } from './zones-section';

/** Enter in a field would submit this long form half-finished (issue 40): it stays the field's, and only save saves. */
function keepEnterInField(event: KeyboardEvent) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

/**
 * The settings as one form, saved whole with the version read, after asking when the save stops orders; a refusal
 * naming a field shows next to it. Staff who may not change them see the same page read-only.
 */
export function SettingsForm({
  state,
  editable,
  onReload,
}: {
  state: DeliverySettingsState;
  editable: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsValues>();
  const [problem, setProblem] = useState<string>();
  const save = useUpdateDeliverySettings();
  const formBox = useRef<HTMLDivElement>(null);
  const closing = useConfirmClosing();
  // Save and Ctrl+S both validate first; one save at a time, and none while the closing question is open.
  const submit = () => {
    if (!save.isPending && !closing.asking()) form.submit();
  };
  useSaveKey(submit, editable);

  /** Says so and brings the first field marked in red into view, once it is marked. */
  const showInvalid = () => {
    void message.error(t('deliverySettings.invalid'));
    requestAnimationFrame(() =>
      formBox.current
        ?.querySelector('.ant-form-item-has-error')
        ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
    );
  };

  // A save refused as stale (RECORD_CHANGED) reads the settings past the page's cache (which would start the form again)
  // and shows what changed; "load theirs" then refreshes the page, "save mine" saves my changes on top of theirs, the
  // lists merged row by row.
  const { send, staleDialog } = useStaleSave<DeliverySettingsState, SettingsValues>({
    initial: state,
    valuesOf: toValues,
    show: (values) => form.setFieldsValue(values),
    save: async (values, from) => {
      setProblem(undefined);
      await save.mutateAsync(toUpdate(values, (from ?? state).version));
      void message.success(t('deliverySettings.saved'));
    },
    latest: () => getDeliverySettings(),
    changes: (base, theirs, mine) => settingsChanges(base, theirs, mine, t),
    onSaved: () => undefined,
    onRefused: (error) => {
      const unplaced = showFieldErrors(form, formPathOf, error);
      if (unplaced) setProblem(unplaced);
      else showInvalid();
    },
    rowKeys: SETTINGS_ROW_KEYS,
  });

  const onFinish = () => {
    // The whole store: a slot's id has no field of its own, so the validated values leave it out.
    const values: SettingsValues = form.getFieldsValue(true);
    const closings = closingsOf(state, toUpdate(values, state.version));
    if (closings.length === 0) send(values);
    else closing.confirm(closings, () => send(values));
  };

  return (
    <Form<SettingsValues>
      form={form}
      layout="vertical"
      disabled={!editable}
      initialValues={toValues(state)}
      onFinish={onFinish}
      onFinishFailed={showInvalid}
      onKeyDown={keepEnterInField}
    >
      {staleDialog && (
        <StaleSaveDialog
          {...staleDialog}
          onReload={() => {
            staleDialog.onReload();
            onReload();
          }}
        />
      )}
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
        <SaveBar
          problem={problem}
          saving={save.isPending}
          onSave={submit}
          onDiscard={() => {
            form.resetFields();
            setProblem(undefined);
          }}
        />
      )}
    </Form>
  );
}
