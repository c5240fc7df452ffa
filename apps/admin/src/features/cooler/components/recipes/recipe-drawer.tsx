import type { CoolerRecipe, CoolerRecipeSize } from '@ffe/shared/contracts/cooler-recipes';
import { COOLER_RECIPE_LIMITS as L } from '@ffe/shared/domain/cooler-stems';
import { Alert, App, Button, Drawer, Flex, Form, InputNumber, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { StaleSaveDialog } from '../../../../components/stale-save-dialog';
import { useStaleSave } from '../../../../components/use-stale-save';
import { namePathOf, showFieldErrors } from '../../../../lib/field-errors';
import { recipeDetail, useRecipeDetail } from '../../api/recipe-detail';
import { useSaveRecipe } from '../../api/save-recipe';
import { useStemOptions } from '../../api/stem-options';
import { RecipeCopyModal } from './recipe-copy-modal';
import { type RecipeValues, recipeChanges, recipeValuesOf } from './recipe-lines';

/** The size whose recipe is edited. */
export interface RecipeEditing {
  goodsId: string;
  skuKey: string;
}

/** A size's recipe in a drawer: read first, then edited. */
export function RecipeDrawer({ editing, onClose }: { editing: RecipeEditing; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const recipe = useRecipeDetail(editing.goodsId, editing.skuKey);
  const shown = recipe.data;
  const title = shown
    ? t('cooler.recipes.editTitle', {
        goods: english && shown.goodsNameEn ? shown.goodsNameEn : shown.goodsName,
        size: shown.name === null ? t('cooler.recipes.noSizes') : english && shown.nameEn ? shown.nameEn : shown.name,
      })
    : t('cooler.recipes.edit');
  return (
    <Drawer open title={title} size={640} onClose={onClose} destroyOnHidden>
      {shown ? (
        <RecipeEditor recipe={shown} onClose={onClose} />
      ) : recipe.isError ? (
        <LoadError error={recipe.error} onRetry={() => void recipe.refetch()} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

/**
 * Edits a size's lines: a stem (not archived) and its units each, added, changed or removed, or copied from another
 * size first; saved from the version read, a stale save shows what changed. No lines removes the recipe, after asking.
 */
function RecipeEditor({ recipe, onClose }: { recipe: CoolerRecipe; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const english = i18n.language === 'en';
  const [form] = Form.useForm<RecipeValues>();
  const [formError, setFormError] = useState<string>();
  const [copying, setCopying] = useState(false);
  const save = useSaveRecipe();
  const stems = useStemOptions();
  const { loaded, send, staleDialog } = useStaleSave<CoolerRecipe, RecipeValues>({
    initial: recipe,
    valuesOf: recipeValuesOf,
    show: (values) => {
      form.resetFields();
      form.setFieldsValue(values);
    },
    save: async (values, from) => {
      setFormError(undefined);
      const saved = await save.mutateAsync({
        goodsId: recipe.goodsId,
        skuKey: recipe.skuKey,
        version: from?.version ?? null,
        lines: values.lines.map(({ id, stemId, quantity }) => (id ? { id, stemId, quantity } : { stemId, quantity })),
      });
      void message.success(t(saved.version === null ? 'cooler.recipes.removed' : 'cooler.recipes.saved'));
    },
    latest: () => recipeDetail(recipe.goodsId, recipe.skuKey),
    changes: (base, theirs, mine, records) => recipeChanges(base, theirs, mine, nameOf(records.theirs), t),
    onSaved: onClose,
    onRefused: (error) =>
      setFormError(
        showFieldErrors(form, (field) => (field.startsWith('lines.') ? namePathOf(field) : undefined), error),
      ),
  });

  const current = loaded ?? recipe;
  /** Stems by id: the picker's and those the recipe holds (an archived one among them). */
  const names = new Map<string, { label: string; archived: boolean }>();
  for (const s of stems.data?.list ?? []) {
    names.set(s.id, {
      label: english
        ? `${s.nameEn ?? s.name} (${t(`cooler.stems.units.${s.unit}`)})`
        : `${s.name}（${t(`cooler.stems.units.${s.unit}`)}）`,
      archived: false,
    });
  }
  for (const l of current.lines) {
    if (!names.has(l.stemId)) {
      names.set(l.stemId, { label: english && l.stemNameEn ? l.stemNameEn : l.stemName, archived: l.stemArchived });
    }
  }
  function nameOf(record: CoolerRecipe) {
    return (stemId: string) => {
      const line = record.lines.find((l) => l.stemId === stemId);
      return names.get(stemId)?.label ?? (line ? line.stemName : stemId);
    };
  }
  const options = [...names].map(([value, { label, archived }]) => ({ value, label, disabled: archived }));

  const submit = (values: RecipeValues) => {
    const lines = values.lines ?? [];
    if (lines.length === 0 && current.version !== null) {
      modal.confirm({ title: t('cooler.recipes.removeConfirm'), onOk: () => send({ lines }) });
    } else {
      send({ lines });
    }
  };

  const copy = (size: CoolerRecipeSize) => {
    setCopying(false);
    if (size.lines.length === 0) return void message.warning(t('cooler.recipes.emptySource'));
    // Copied lines are new lines of this recipe; its own lines of the same stems keep their ids.
    const mine = new Map(recipeValuesOf(current).lines.map((l) => [l.stemId, l.id]));
    form.setFieldsValue({
      // An archived stem cannot be added to a recipe, so its line is left behind.
      lines: size.lines
        .filter((l) => !l.stemArchived)
        .map((l) => ({ id: mine.get(l.stemId), stemId: l.stemId, quantity: l.quantity })),
    });
    void message.info(t('cooler.recipes.copied'));
  };

  return (
    <>
      {staleDialog && <StaleSaveDialog {...staleDialog} />}
      {copying && (
        <RecipeCopyModal
          exclude={{ goodsId: current.goodsId, skuKey: current.skuKey }}
          onPick={copy}
          onClose={() => setCopying(false)}
        />
      )}
      <Form<RecipeValues> form={form} layout="vertical" initialValues={recipeValuesOf(recipe)} onFinish={submit}>
        {formError && <Alert type="error" showIcon title={formError} className="form-alert" />}
        <Typography.Paragraph type="secondary">{t('cooler.recipes.hint')}</Typography.Paragraph>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item name={[field.name, 'id']} hidden>
                    <input />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'stemId']}
                    style={{ flex: 1, marginBottom: 0 }}
                    rules={[
                      { required: true, message: t('cooler.recipes.stemRequired') },
                      {
                        validator: async (_, stemId: string) => {
                          const all = (form.getFieldValue('lines') as RecipeValues['lines']) ?? [];
                          if (all.some((l, i) => i !== index && l?.stemId === stemId)) {
                            throw new Error(t('cooler.recipes.duplicateStem'));
                          }
                        },
                      },
                    ]}
                  >
                    <Select
                      showSearch
                      optionFilterProp="label"
                      aria-label={`${t('cooler.recipes.stem')} ${index + 1}`}
                      placeholder={t('cooler.recipes.pickStem')}
                      loading={stems.isFetching}
                      options={options}
                      labelRender={({ value, label }) =>
                        names.get(String(value))?.archived ? (
                          <span>
                            {label} <Tag>{t('cooler.recipes.archivedStem')}</Tag>
                          </span>
                        ) : (
                          label
                        )
                      }
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    style={{ marginBottom: 0 }}
                    rules={[
                      {
                        required: true,
                        type: 'number',
                        min: 1,
                        max: L.UNITS_MAX,
                        message: t('cooler.recipes.quantityRequired'),
                      },
                    ]}
                  >
                    <InputNumber
                      aria-label={`${t('cooler.recipes.quantity')} ${index + 1}`}
                      min={1}
                      max={L.UNITS_MAX}
                      precision={0}
                      style={{ width: 110 }}
                    />
                  </Form.Item>
                  <Button danger onClick={() => remove(field.name)}>
                    {t('cooler.recipes.removeLine')}
                  </Button>
                </Flex>
              ))}
              <Flex gap={8} wrap>
                <Button
                  onClick={() => add({ quantity: 1 })}
                  disabled={fields.length >= L.LINES_MAX}
                  title={
                    fields.length >= L.LINES_MAX ? t('cooler.recipes.linesMax', { count: L.LINES_MAX }) : undefined
                  }
                >
                  {t('cooler.recipes.addLine')}
                </Button>
                <Button onClick={() => setCopying(true)}>{t('cooler.recipes.copyFrom')}</Button>
              </Flex>
            </Flex>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" block loading={save.isPending} style={{ marginTop: 24 }}>
          {t('common.save')}
        </Button>
      </Form>
    </>
  );
}
