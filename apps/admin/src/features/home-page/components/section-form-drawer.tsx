import type { AdminHomeSection } from '@ffe/shared/contracts/admin-home';
import { ENGLISH_TEXT_LIMITS as EN } from '@ffe/shared/contracts/english-text';
import { HOME_SECTION_MAX_GOODS, type HomeSectionKind, homeSectionKinds } from '@ffe/shared/domain/home-page';
import { App, Button, Flex, Form, Input, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { showFieldErrors } from '../../../lib/field-errors';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { useSaveHomeSection } from '../api/save-home-section';
import { GoodsSelect } from './goods-select';
import styles from './home-page.module.css';
import { moved, OrderedList } from './ordered-list';

type PickedGoods = Pick<AdminHomeSection['goods'][number], 'id' | 'name' | 'cover'> & { status?: string };
interface SectionValues {
  title: string;
  titleEn?: string | null;
  kind: HomeSectionKind;
}

/** Adds or edits a section: its title, whether it fills itself, and the chosen goods in order. */
export function SectionFormDrawer({
  section,
  onClose,
}: {
  section: AdminHomeSection | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SectionValues>();
  const kind = Form.useWatch('kind', form) ?? section?.kind ?? 'chosen';
  const [goods, setGoods] = useState<PickedGoods[]>(section?.goods ?? []);
  const [goodsError, setGoodsError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const save = useSaveHomeSection();
  const once = useOneAtATime();

  const onFinish = (values: SectionValues) => {
    setFormError(undefined);
    setGoodsError(undefined);
    if (values.kind === 'chosen' && goods.length === 0) {
      setGoodsError(t('homePage.sectionGoodsRequired'));
      return;
    }
    const fields = {
      ...values,
      titleEn: values.titleEn ?? null,
      goodsIds: values.kind === 'chosen' ? goods.map((g) => g.id) : [],
    };
    once(() =>
      save.mutateAsync({ id: section?.id, fields }).then(
        () => {
          void message.success(t('homePage.saved'));
          onClose();
        },
        (error: Error) => {
          const rest = showFieldErrors(form, ['title', 'titleEn', 'kind'], error);
          // Errors about the goods (goodsIds.2: no goods …) show under the list.
          if (rest?.startsWith('goodsIds')) setGoodsError(rest);
          else setFormError(rest);
        },
      ),
    );
  };

  return (
    <FormDrawer<SectionValues>
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
            onPick={(picked) =>
              goods.length < HOME_SECTION_MAX_GOODS &&
              setGoods([...goods, { id: picked.id, name: picked.name, cover: picked.cover }])
            }
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
