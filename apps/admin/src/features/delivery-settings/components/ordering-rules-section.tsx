import { Flex, Form, Switch, TimePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { BoundedNumber } from './bounded-number';
import { BOUNDS, boundsRule } from './bounds';
import { CLOCK_FORMAT, clockField } from './picker-values';
import { SettingsCard } from './settings-card';

/** Until when today's orders are taken, how long before a slot it closes, how far ahead customers may book, and whether a delivery needs its photo. */
export function OrderingRulesSection() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('deliverySettings.rules.title')}>
      <Flex gap={48} wrap className="rules-row">
        <Form.Item
          {...clockField}
          name="cutoff"
          label={t('deliverySettings.rules.cutoff')}
          extra={t('deliverySettings.rules.cutoffHint')}
          rules={[{ required: true, message: t('deliverySettings.required') }]}
        >
          <TimePicker format={CLOCK_FORMAT} minuteStep={5} needConfirm={false} showNow={false} />
        </Form.Item>
        <Form.Item
          name="leadMinutes"
          label={t('deliverySettings.rules.leadMinutes')}
          extra={t('deliverySettings.rules.leadHint')}
          rules={[{ required: true, message: t('deliverySettings.required') }, boundsRule(t, BOUNDS.leadMinutes)]}
        >
          <BoundedNumber bounds={BOUNDS.leadMinutes} precision={0} suffix={t('deliverySettings.rules.minutes')} />
        </Form.Item>
        <Form.Item
          name="horizonDays"
          label={t('deliverySettings.rules.horizonDays')}
          extra={t('deliverySettings.rules.horizonHint')}
          rules={[{ required: true, message: t('deliverySettings.required') }, boundsRule(t, BOUNDS.horizonDays)]}
        >
          <BoundedNumber bounds={BOUNDS.horizonDays} precision={0} suffix={t('deliverySettings.rules.days')} />
        </Form.Item>
        <Form.Item
          name="deliveredPhotoRequired"
          valuePropName="checked"
          label={t('deliverySettings.rules.photoRequired')}
          extra={t('deliverySettings.rules.photoRequiredHint')}
        >
          <Switch />
        </Form.Item>
      </Flex>
    </SettingsCard>
  );
}
