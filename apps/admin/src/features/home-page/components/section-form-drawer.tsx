import type { AdminHomeSection } from '@ffe/shared/contracts/admin-home';
import { ENGLISH_TEXT_LIMITS as EN } from '@ffe/shared/contracts/english-text';
import { HOME_SECTION_MAX_GOODS, homeSectionKinds } from '@ffe/shared/domain/home-page';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Radio, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { StaleSaveDialog } from '../../../components/stale-save-dialog';
import { useStaleSave } from '../../../components/use-stale-save';
import { showFieldErrors } from '../../../lib/field-errors';
import { homeSectionsQuery } from '../api/list-home-sections';
import { useSaveHomeSection } from '../api/save-home-section';
import { GoodsSelect } from './goods-select';
import styles from './home-page.module.css';
import { moved, OrderedList } from './ordered-list';
import { type SectionValues, sectionChanges, sectionValuesOf } from './section-changes';

type PickedGoods = Pick<AdminHomeSection['goods'][number], 'id' | 'name' | 'cover'> & { status?: string };
type FormValues = Omit<SectionValues, 'goodsIds'>;

/**
 * Adds or edits a section: its title, whether it fills itself, and the chosen goods in order. An edit is saved from
 * the section as the list showed it; one refused as stale shows what changed (`useStaleSave`).
 */
export function SectionFormDrawer({
  section,
  onClose,
}: {
  section: AdminHomeSection | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form) ?? section?.kind ?? 'chosen';
  const [goods, setGoods] = useState<PickedGoods[]>(section?.goods ?? []);
  // Every goods this editor has shown, by id: a reloaded or merged list is drawn from it.
  const seen = useRef(new Map<string, PickedGoods>((section?.goods ?? []).map((g) => [g.id, g])));
  const remember = (list: readonly PickedGoods[]) => {
    for (const g of list) seen.current.set(g.id, g);
  };
  const [goodsError, setGoodsError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const save = useSaveHomeSection();

  const { send, staleDialog } = useStaleSave<AdminHomeSection, SectionValues>({
    initial: section,
    valuesOf: sectionValuesOf,
    show: ({ goodsIds, ...fields }) => {
      form.resetFields();
      form.setFieldsValue(fields);
      setGoods(goodsIds.flatMap((id) => seen.current.get(id) ?? []));
    },
    save: async (fields, from) => {
      setFormError(undefined);
      setGoodsError(undefined);
      await save.mutateAsync(from ? { id: from.id, version: from.version, fields } : { fields });
      void message.success(t('homePage.saved'));
    },
    latest: async () => {
      const now = await queryClient.fetchQuery({ ...homeSectionsQuery(), staleTime: 0 });
      const theirs = now.list.find((s) => s.id === section?.id);
      if (!theirs) throw new Error(t('staleSave.gone'));
      remember(theirs.goods);
      return theirs;
    },
    changes: (base, theirs, mine) => sectionChanges(base, theirs, mine, (id) => seen.current.get(id)?.name ?? id, t),
    onSaved: onClose,
    onRefused: (error) => {
      const rest = showFieldErrors(form, ['title', 'titleEn', 'kind'], error);
      // Errors about the goods (goodsIds.2: no goods …) show under the list.
      if (rest?.startsWith('goodsIds')) setGoodsError(rest);
      else setFormError(rest);
    },
  });

  const onFinish = (values: FormValues) => {
    setGoodsError(undefined);
    if (values.kind === 'chosen' && goods.length === 0) {
      setGoodsError(t('homePage.sectionGoodsRequired'));
      return;
    }
    send({
      ...values,
      titleEn: values.titleEn || null,
      goodsIds: values.kind === 'chosen' ? goods.map((g) => g.id) : [],
    });
  };

  return (
    <FormDrawer<FormValues>
      title={t(section ? 'homePage.editSection' : 'homePage.newSection')}
      size={480}
      form={form}
      initialValues={
        section ? { title: section.title, titleEn: section.titleEn, kind: section.kind } : { kind: 'chosen' }
      }
      onFinish={onFinish}
      onClose={onClose}
      error={formError}
      saving={save.isPending}
    >
      {staleDialog && <StaleSaveDialog {...staleDialog} />}
      <Form.Item
        name="title"
        label={t('homePage.itemTitle')}
        rules={[{ required: true, whitespace: true, message: t('homePage.titleRequired') }, { max: 20 }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="titleEn" label={t('english.title')} extra={t('english.hint')}>
        <Input autoComplete="off" maxLength={EN.SECTION_TITLE_MAX} />
      </Form.Item>
      <Form.Item name="kind" label={t('homePage.sectionGoods')}>
        <Radio.Group options={homeSectionKinds.map((k) => ({ value: k, label: t(`homePage.sectionKinds.${k}`) }))} />
      </Form.Item>
      {kind === 'chosen' && (
        <Flex vertical gap={8} style={{ marginBottom: 24 }}>
          <GoodsSelect
            value={undefined}
            exclude={goods.map((g) => g.id)}
            onPick={(picked) => {
              if (goods.length >= HOME_SECTION_MAX_GOODS) return;
              const chosen = { id: picked.id, name: picked.name, cover: picked.cover };
              remember([chosen]);
              setGoods([...goods, chosen]);
            }}
          />
          <OrderedList
            label={t('homePage.sectionGoods')}
            items={goods}
            keyOf={(g) => g.id}
            onMove={(from, to) => setGoods(moved(goods, from, to))}
            render={(g) => (
              <>
                <img src={g.cover} alt="" className={styles.thumbSquare} />
                <Typography.Text className={styles.ellipsis}>{g.name}</Typography.Text>
                {g.status === 'off_sale' && <Tag>{t('homePage.offSale')}</Tag>}
              </>
            )}
            actions={(g) => (
              <Button type="link" size="small" danger onClick={() => setGoods(goods.filter((o) => o.id !== g.id))}>
                {t('homePage.remove')}
              </Button>
            )}
          />
          {goodsError && <Typography.Text type="danger">{goodsError}</Typography.Text>}
        </Flex>
      )}
    </FormDrawer>
  );
}
