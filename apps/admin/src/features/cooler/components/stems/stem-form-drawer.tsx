import type { CoolerStem } from '@ffe/shared/contracts/cooler-stems';
import { coolerStemKinds, coolerStemUnits, COOLER_STEM_LIMITS as L } from '@ffe/shared/domain/cooler-stems';
import { App, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../../components/form-drawer';
import { StaleSaveDialog } from '../../../../components/stale-save-dialog';
import { useStaleSave } from '../../../../components/use-stale-save';
import { showFieldErrors } from '../../../../lib/field-errors';
import { useCan } from '../../../../lib/permissions';
import { useCreateStem } from '../../api/create-stem';
import { stemDetail } from '../../api/stem-detail';
import { useUpdateStem } from '../../api/update-stem';
import { type StemValues, stemBodyOf, stemChanges, stemFieldOf, stemValuesOf } from './stem-changes';
import { StemPrices } from './stem-prices';

const NEW_STEM: StemValues = {
  kind: 'flower',
  name: '',
  nameEn: null,
  variety: '',
  grade: '',
  colour: '',
  unit: 'stem',
  bunchSize: 20,
  vaseLifeDays: 7,
  substitutionGroup: null,
  value: 0,
};

/**
 * Adds or edits a stem or material; an edit is saved from the stem as the list showed it, and one refused as stale
 * shows what changed. Suppliers' prices sit under the fields for those who may see costs, saved one by one.
 */
export function StemFormDrawer({ stem, onClose }: { stem: CoolerStem | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const [form] = Form.useForm<StemValues>();
  const [formError, setFormError] = useState<string>();
  const create = useCreateStem();
  const update = useUpdateStem();

  const { send, staleDialog } = useStaleSave<CoolerStem, StemValues>({
    initial: stem,
    valuesOf: stemValuesOf,
    show: (values) => {
      form.resetFields();
      form.setFieldsValue(values);
    },
    save: async (values, from) => {
      setFormError(undefined);
      const body = stemBodyOf(values);
      if (from) await update.mutateAsync({ id: from.id, version: from.version, ...body });
      else await create.mutateAsync(body);
      void message.success(t('cooler.stems.saved'));
    },
    latest: () => stemDetail(stem?.id ?? ''),
    changes: (base, theirs, mine) => stemChanges(base, theirs, mine, t),
    onSaved: onClose,
    onRefused: (error) => setFormError(showFieldErrors(form, stemFieldOf, error)),
  });

  const number = (name: keyof StemValues, label: string, min: number, max: number, precision = 0) => (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, type: 'number', min, max, message: t('common.outOfBounds', { min, max }) }]}
    >
      <InputNumber min={min} max={max} precision={precision} style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <FormDrawer<StemValues>
      title={t(stem ? 'cooler.stems.edit' : 'cooler.stems.create')}
      size={560}
      form={form}
      initialValues={stem ? stemValuesOf(stem) : NEW_STEM}
      onFinish={(values) => send(values)}
      onClose={onClose}
      error={formError}
      saving={create.isPending || update.isPending}
      saveOnly
    >
      {staleDialog && <StaleSaveDialog {...staleDialog} />}
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="name"
            label={t('cooler.stems.name')}
            rules={[{ required: true, whitespace: true, message: t('cooler.stems.nameRequired') }]}
          >
            <Input maxLength={L.NAME_MAX} showCount />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="nameEn" label={t('cooler.stems.nameEn')}>
            <Input maxLength={L.NAME_EN_MAX} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="kind" label={t('cooler.stems.kind')}>
            <Select options={coolerStemKinds.map((k) => ({ value: k, label: t(`cooler.stems.kinds.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="unit" label={t('cooler.stems.unit')}>
            <Select options={coolerStemUnits.map((u) => ({ value: u, label: t(`cooler.stems.units.${u}`) }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="variety" label={t('cooler.stems.variety')}>
            <Input maxLength={L.DETAIL_MAX} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="grade" label={t('cooler.stems.grade')}>
            <Input maxLength={L.DETAIL_MAX} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="colour" label={t('cooler.stems.colour')}>
            <Input maxLength={L.DETAIL_MAX} />
          </Form.Item>
        </Col>
        <Col span={8}>{number('bunchSize', t('cooler.stems.bunchSize'), 1, L.BUNCH_SIZE_MAX)}</Col>
        <Col span={8}>{number('vaseLifeDays', t('cooler.stems.vaseLifeDays'), 1, L.VASE_LIFE_DAYS_MAX)}</Col>
        <Col span={8}>{number('value', t('cooler.stems.value'), 0, L.VALUE_CENTS_MAX / 100, 2)}</Col>
      </Row>
      <Form.Item
        name="substitutionGroup"
        label={t('cooler.stems.substitutionGroup')}
        extra={t('cooler.stems.substitutionGroupHint')}
      >
        <Input maxLength={L.SUBSTITUTION_GROUP_MAX} />
      </Form.Item>
      {stem && can('cooler.costs') && <StemPrices stemId={stem.id} />}
    </FormDrawer>
  );
}
