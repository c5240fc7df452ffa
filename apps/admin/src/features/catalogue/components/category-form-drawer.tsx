import type { AdminCategory, AdminCategoryNode } from '@ffe/shared/contracts/admin-categories';
import { ENGLISH_TEXT_LIMITS as EN } from '@ffe/shared/contracts/english-text';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { StaleSaveDialog } from '../../../components/stale-save-dialog';
import { useStaleSave } from '../../../components/use-stale-save';
import { showFieldErrors } from '../../../lib/field-errors';
import { categoryTreeQuery } from '../api/category-tree';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { type CategoryValues, categoryChanges, categoryIn, categoryValuesOf } from './category-changes';
import { PictureListEditor } from './picture-list-editor';

/** What the drawer edits: a category, or a new one (under `parentId` when given). */
export type CategoryEditing = { category: AdminCategory } | { parentId: string | null };

const FIELDS = ['name', 'nameEn', 'icon', 'parentId'];

/**
 * Adds or edits a category: name, icon (uploaded), parent (top level or one of them) and whether the shop shows it.
 * An edit is saved from the category as the list showed it; one refused as stale shows what changed (`useStaleSave`).
 */
export function CategoryFormDrawer({
  editing,
  tree,
  onClose,
}: {
  editing: CategoryEditing;
  tree: readonly AdminCategoryNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CategoryValues>();
  const [formError, setFormError] = useState<string>();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const current = 'category' in editing ? editing.category : undefined;
  const hasChildren = !!current && (tree.find((c) => c.id === current.id)?.children.length ?? 0) > 0;
  const parents = tree.filter((c) => c.id !== current?.id).map((c) => ({ value: c.id, label: c.name }));

  const { send, staleDialog } = useStaleSave<AdminCategory, CategoryValues>({
    initial: current,
    valuesOf: categoryValuesOf,
    show: (values) => {
      form.resetFields();
      form.setFieldsValue(values);
    },
    save: async ({ name, nameEn, icon, parentId, visible }, from) => {
      setFormError(undefined);
      const body = { name, nameEn: nameEn ?? null, icon: icon[0] ?? '', parentId: parentId ?? null, visible };
      if (from) await update.mutateAsync({ id: from.id, version: from.version, ...body });
      else await create.mutateAsync(body);
      void message.success(t('categories.saved'));
    },
    latest: async () => {
      const now = await queryClient.fetchQuery({ ...categoryTreeQuery(), staleTime: 0 });
      const category = current && categoryIn(now.list, current.id);
      if (!category) throw new Error(t('staleSave.gone'));
      return category;
    },
    changes: (base, theirs, mine) => categoryChanges(base, theirs, mine, tree, t),
    onSaved: onClose,
    onRefused: (error) => setFormError(showFieldErrors(form, FIELDS, error)),
  });

  return (
    <FormDrawer<CategoryValues>
      title={t(current ? 'categories.edit' : 'categories.create')}
      size={420}
      form={form}
      initialValues={
        current
          ? categoryValuesOf(current)
          : { name: '', icon: [], parentId: 'parentId' in editing ? editing.parentId : null, visible: true }
      }
      onFinish={(values) => send({ ...values, nameEn: values.nameEn || null })}
      onClose={onClose}
      error={formError}
      saving={create.isPending || update.isPending}
      saveOnly
    >
      {staleDialog && <StaleSaveDialog {...staleDialog} />}
      <Form.Item
        name="name"
        label={t('categories.name')}
        rules={[{ required: true, whitespace: true, message: t('categories.nameRequired') }]}
      >
        <Input maxLength={20} showCount />
      </Form.Item>
      <Form.Item name="nameEn" label={t('english.name')} extra={t('english.hint')}>
        <Input maxLength={EN.CATEGORY_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="icon"
        label={t('categories.icon')}
        rules={[{ required: true, type: 'array', min: 1, message: t('categories.iconRequired') }]}
      >
        <PictureListEditor max={1} />
      </Form.Item>
      <Form.Item name="parentId" label={t('categories.parent')}>
        <Select
          disabled={hasChildren}
          options={[{ value: null as unknown as string, label: t('categories.topLevel') }, ...parents]}
        />
      </Form.Item>
      <Form.Item name="visible" label={t('categories.visible')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
