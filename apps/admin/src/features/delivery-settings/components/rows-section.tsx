import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, type FormItemProps, Table } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import type { ReactNode } from 'react';
import { RemoveRow } from './remove-row';
import { SettingsCard } from './settings-card';

/** A column of a section's rows; `render` gets the row's index in the form list. */
export interface RowColumn {
  key: string;
  title: string;
  width?: number;
  render(name: number): ReactNode;
}

/** A field in a row's cell, flush with the table (its error still shows under it). */
export const RowField = (props: FormItemProps) => <Form.Item {...props} style={{ margin: 0 }} />;

/**
 * A section of rows edited in place (slots, zones, surcharges, a date's capacity): a table of fields under the
 * section's title, a remove button per row that asks first, and an add button, both only while editable.
 */
export function RowsSection({
  title,
  hint,
  list,
  editable,
  columns,
  empty,
  add,
  remove,
}: {
  title: string;
  hint: string;
  /** The form list's name in the settings form. */
  list: string;
  editable: boolean;
  columns: readonly RowColumn[];
  empty?: ReactNode;
  add: { label: string; row(): object; disabled?: boolean };
  /** The question (read when asked, so it names the row as it is now) and what removing means. */
  remove: { question(name: number): ReactNode; hint?: string };
}) {
  return (
    <SettingsCard title={title} hint={hint}>
      <Form.List name={list}>
        {(fields, { add: addRow, remove: removeRow }, { errors }) => (
          <>
            <Table<FormListFieldData>
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              locale={empty === undefined ? undefined : { emptyText: empty }}
              columns={[
                ...columns.map(({ key, title: heading, width, render }) => ({
                  key,
                  title: heading,
                  width,
                  render: (_: unknown, { name }: FormListFieldData) => render(name),
                })),
                ...(editable
                  ? [
                      {
                        key: 'remove',
                        width: 56,
                        render: (_: unknown, { name }: FormListFieldData) => (
                          <RemoveRow
                            question={() => remove.question(name)}
                            hint={remove.hint}
                            onRemove={() => removeRow(name)}
                          />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <Form.ErrorList errors={errors} />
            {editable && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                className="add-row"
                disabled={add.disabled}
                onClick={() => addRow(add.row())}
              >
                {add.label}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </SettingsCard>
  );
}
