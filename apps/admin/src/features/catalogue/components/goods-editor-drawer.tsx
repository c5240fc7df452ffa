import { Alert, App, Button, Divider, Drawer, Flex, Form, Spin, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { StaleSaveDialog } from '../../../components/stale-save-dialog';
import { useGoodsDetail } from '../api/goods-detail';
import { GoodsEnglishFields } from './goods-english-fields';
import { AddOnPicker, GoodsBasicsFields, GoodsPriceFields, GoodsTextFields } from './goods-fields';
import { type GoodsValues, NEW_GOODS } from './goods-form-values';
import { GoodsSpecsEditor } from './goods-specs-editor';
import { useGoodsSave } from './use-goods-save';

/**
 * Adds a goods or edits one: every field, pictures, add-ons and options. The form keeps the goods as first read (a
 * refetch never overwrites what is being typed); a save is made from it (`useGoodsSave`). A server error naming a
 * field shows under it; any other above the form. Closing with unsaved changes asks first.
 */
export function GoodsEditorDrawer({ goodsId, onClose }: { goodsId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<GoodsValues>();
  const detail = useGoodsDetail(goodsId);
  const { loaded: editing, load, submit, formError, staleDialog, saving } = useGoodsSave(form, goodsId, onClose);
  const useSpecs = Form.useWatch('useSpecs', form);
  const addOn = Form.useWatch('addOn', form);
  const loaded = goodsId === undefined || editing !== undefined;

  useEffect(() => {
    if (detail.data && !editing) load(detail.data);
  }, [detail.data, editing, load]);

  const close = () => {
    if (!form.isFieldsTouched()) return onClose();
    modal.confirm({
      title: t('goods.discardConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: onClose,
    });
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
          <Button type="primary" loading={saving} disabled={!loaded} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
      {!loaded && !detail.isError && <Spin />}
      {staleDialog && <StaleSaveDialog {...staleDialog} />}
      <Form<GoodsValues> form={form} layout="vertical" onFinish={submit} initialValues={NEW_GOODS} hidden={!loaded}>
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
