import { Alert, App, Button, Divider, Drawer, Flex, Form, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { showFieldErrors } from '../../../lib/field-errors';
import { useCreateGoods } from '../api/create-goods';
import { useGoodsDetail } from '../api/goods-detail';
import { useUpdateGoods } from '../api/update-goods';
import { GoodsEnglishFields } from './goods-english-fields';
import { AddOnPicker, GoodsBasicsFields, GoodsPriceFields, GoodsTextFields } from './goods-fields';
import { formFieldOf, type GoodsValues, NEW_GOODS, requestOf, valuesOf } from './goods-form-values';
import { GoodsSpecsEditor } from './goods-specs-editor';

/**
 * Adds a goods or edits one: every field, pictures, add-ons and options. A server error naming a field shows under
 * it; any other above the form. Closing with unsaved changes asks first.
 */
export function GoodsEditorDrawer({ goodsId, onClose }: { goodsId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<GoodsValues>();
  const [formError, setFormError] = useState<string>();
  const detail = useGoodsDetail(goodsId);
  const create = useCreateGoods();
  const update = useUpdateGoods();
  const useSpecs = Form.useWatch('useSpecs', form);
  const addOn = Form.useWatch('addOn', form);
  const loaded = goodsId === undefined || detail.data !== undefined;

  useEffect(() => {
    if (detail.data) form.setFieldsValue(valuesOf(detail.data));
  }, [detail.data, form]);

  const close = () => {
    if (!form.isFieldsTouched()) return onClose();
    modal.confirm({
      title: t('goods.discardConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: onClose,
    });
  };

  const onFinish = (values: GoodsValues) => {
    setFormError(undefined);
    const request = requestOf(values);
    const onError = (error: Error) => setFormError(showFieldErrors(form, formFieldOf, error));
    if (goodsId === undefined) {
      create.mutate(request, {
        onSuccess: (g) => {
          void message.success(t('goods.created', { name: g.name }));
          onClose();
        },
        onError,
      });
    } else {
      update.mutate(
        { id: goodsId, ...request },
        {
          onSuccess: () => {
            void message.success(t('goods.saved'));
            onClose();
          },
          onError,
        },
      );
    }
  };

  return (
    <Drawer
      open
      title={t(goodsId ? 'goods.edit' : 'goods.create')}
      size={720}
      onClose={close}
      destroyOnHidden
      extra={
        <Flex gap={8}>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={create.isPending || update.isPending}
            disabled={!loaded}
            onClick={() => form.submit()}
          >
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
      {!loaded && !detail.isError && <Spin />}
      <Form<GoodsValues> form={form} layout="vertical" onFinish={onFinish} initialValues={NEW_GOODS} hidden={!loaded}>
        {formError && <Alert type="error" showIcon title={formError} className="form-alert" />}
        <Divider titlePlacement="start">{t('goods.basics')}</Divider>
        <GoodsBasicsFields />
        {!addOn && <AddOnPicker />}
        <Divider titlePlacement="start">{t('goods.specs')}</Divider>
        {!addOn && (
          <Form.Item name="useSpecs" label={t('goods.useSpecs')} valuePropName="checked">
            <Switch
              onChange={(on) =>
                on &&
                !form.getFieldValue('options')?.length &&
                form.setFieldValue('options', [{ name: '', stock: 0, picture: [] }])
              }
            />
          </Form.Item>
        )}
        {useSpecs && !addOn ? <GoodsSpecsEditor /> : <GoodsPriceFields />}
        <Divider titlePlacement="start">{t('goods.details')}</Divider>
        <GoodsTextFields />
        <GoodsEnglishFields />
      </Form>
    </Drawer>
  );
}
