// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { GoodsSpecsEditor } from './goods-specs-editor';

const options = [
  { name: '11枝', salePrice: 199, marketPrice: 259, stock: 5, picture: [] },
  { name: '33枝', salePrice: 399, marketPrice: 499, stock: 2, picture: [] },
];

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});
afterEach(cleanup);

describe('the goods specifications editor', () => {
  it('names the option columns once above the rows, and each input keeps its own name', () => {
    const { container } = render(
      <Form initialValues={{ specName: '枝数', options }}>
        <GoodsSpecsEditor />
      </Form>,
    );
    const header = container.querySelector('.option-head') as HTMLElement;
    expect([...header.children].map((column) => column.textContent)).toEqual([
      '规格值',
      '售价（元）',
      '划线价（元）',
      '库存',
      '图片',
    ]);
    // The header comes before the first option row, where the inputs line up under it.
    const firstRow = container.querySelector('.option-row') as HTMLElement;
    expect(header.compareDocumentPosition(firstRow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(firstRow).getByRole('textbox', { name: '规格值' })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: '规格值' })).toHaveLength(2);
    expect(screen.getAllByRole('spinbutton', { name: '售价（元）' })).toHaveLength(2);
    expect(screen.getAllByRole('spinbutton', { name: '划线价（元）' })).toHaveLength(2);
    expect(screen.getAllByRole('spinbutton', { name: '库存' })).toHaveLength(2);
  });

  it('has no header without option rows', () => {
    const { container } = render(
      <Form initialValues={{ specName: '枝数', options: [] }}>
        <GoodsSpecsEditor />
      </Form>,
    );
    expect(container.querySelector('.option-head')).toBeNull();
  });
});
