import { Alert, Button, Drawer, Flex, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormDrawerProps<V> {
  title: string;
  size: number;
  form: FormInstance<V>;
  /** What the form starts from each time the drawer opens. */
  initialValues: Partial<V>;
  onFinish: (values: V) => void;
  onClose: () => void;
  /** A server error no field took, shown above the fields. */
  error: string | undefined;
  saving: boolean;
  /** Only a full-width save under the fields, without cancel (closing the drawer cancels). */
  saveOnly?: boolean;
  children: ReactNode;
}

/**
 * A drawer holding one form: the error above the fields, save (and cancel) under them. It is dropped when closed, so
 * each opening starts again from `initialValues`.
 */
export function FormDrawer<V>({
  title,
  size,
  form,
  initialValues,
  onFinish,
  onClose,
  error,
  saving,
  saveOnly = false,
  children,
}: FormDrawerProps<V>) {
  const { t } = useTranslation();
  const save = (
    <Button type="primary" htmlType="submit" loading={saving} block={saveOnly}>
      {t('common.save')}
    </Button>
  );
  return (
    <Drawer open title={title} size={size} onClose={onClose} destroyOnHidden>
      <Form<V> form={form} layout="vertical" onFinish={onFinish} initialValues={initialValues}>
        {error && <Alert type="error" showIcon title={error} className="form-alert" />}
        {children}
        {saveOnly ? (
          save
        ) : (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            {save}
          </Flex>
        )}
      </Form>
    </Drawer>
  );
}
