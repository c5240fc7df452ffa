import type { AdminCategory, AdminCategoryNode } from '@ffe/shared/contracts/admin-categories';
import { ENGLISH_TEXT_LIMITS as EN } from '@ffe/shared/contracts/english-text';
import { App, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { showFieldErrors } from '../../../lib/field-errors';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { PictureListEditor } from './picture-list-editor';

interface CategoryValues {
  name: string;
  nameEn?: string | null;
  icon: string[];
  parentId: string | null;
  visible: boolean;
}

/** What the drawer edits: a category, or a new one (under `parentId` when given). */
export type CategoryEditing = { category: AdminCategory } | { parentId: string | null };

/** Adds or edits a category: name, icon (uploaded), parent (top level or one of them) and whether the shop shows it. */
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
  const [form] = Form.useForm<CategoryValues>();
  const [formError, setFormError] = useState<string>();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const current = 'category' in editing ? editing.category : undefined;
  const hasChildren = !!current && (tree.find((c) => c.id === current.id)?.children.length ?? 0) > 0;
  const parents = tree.filter((c) => c.id !== current?.id).map((c) => ({ value: c.id, label: c.name }));

  const onFinish = ({ name, nameEn, icon, parentId, visible }: CategoryValues) => {
    setFormError(undefined);
    const body = { name, nameEn: nameEn ?? null, icon: icon[0] ?? '', parentId: parentId ?? null, visible };
    const handlers = {
      onSuccess: () => {
        void message.success(t('categories.saved'));
        onClose();
      },
      onError: (error: Error) =>
        setFormError(
          showFieldErrors(form, (f) => (['name', 'nameEn', 'icon', 'parentId'].includes(f) ? f : undefined), error),
        ),
    };
    if (current) update.mutate({ id: current.id, ...body }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <FormDrawer<CategoryValues>
      title={t(current ? 'categories.edit' : 'categories.create')}
      size={420}
      form={form}
      initialValues={
        current
          ? {
              name: current.name,
              nameEn: current.nameEn,
              icon: [current.icon],
              parentId: current.parentId,
              visible: current.visible,
            }
          : { name: '', icon: [], parentId: 'parentId' in editing ? editing.parentId : null, visible: true }
      }
      onFinish={onFinish}
      onClose={onClose}
      error={formError}
      saving={create.isPending || update.isPending}
      saveOnly
    >
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
