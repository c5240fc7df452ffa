import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';

/** The recipient's name, phone and address, under `recipient` of the form that holds them. */
export function RecipientFields() {
  const { t } = useTranslation();
  const required = (label: string) => [
    { required: true, whitespace: true, message: t('orders.change.required', { label }) },
  ];
  const field = (name: string, label: string, extra: object = {}) => (
    <Form.Item name={['recipient', name]} label={label} rules={required(label)} {...extra}>
      <Input />
    </Form.Item>
  );
  return (
    <>
      <Row gutter={12}>
        <Col span={12}>{field('name', t('orders.change.name'))}</Col>
        <Col span={12}>
          <Form.Item
            name={['recipient', 'phone']}
            label={t('orders.change.phone')}
            rules={[{ required: true, pattern: /^1\d{10}$/, message: t('orders.dispatch.phoneRule') }]}
          >
            <Input inputMode="tel" maxLength={11} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={8}>{field('province', t('orders.change.province'))}</Col>
        <Col span={8}>{field('city', t('orders.change.city'))}</Col>
        <Col span={8}>{field('district', t('orders.district'))}</Col>
      </Row>
      {field('detail', t('orders.detail.address'))}
    </>
  );
}
