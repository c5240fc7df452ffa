import type { AdminHomeLink } from '@ffe/shared/contracts/admin-home';
import type { HomeLinkTarget, HomeLinkType } from '@ffe/shared/domain/home-page';
import dayjs, { type Dayjs } from 'dayjs';
import type { HomeLinkFields } from '../api/save-home-link';

/** The banner or card form's values: the link's target is split into one field per type. */
export interface LinkValues {
  title: string;
  subtitle?: string;
  titleEn?: string | null;
  subtitleEn?: string | null;
  picture: string;
  linkType: HomeLinkType;
  goodsId?: string;
  categoryId?: string;
  keyword?: string;
  path?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/** Where the server's field names show on this form. */
export const FIELD_OF: Record<string, string> = {
  title: 'title',
  subtitle: 'subtitle',
  titleEn: 'titleEn',
  subtitleEn: 'subtitleEn',
  picture: 'picture',
  'link.goodsId': 'goodsId',
  'link.categoryId': 'categoryId',
  'link.keyword': 'keyword',
  'link.path': 'path',
  activeFrom: 'dates',
  activeUntil: 'dates',
};

function targetOf(v: LinkValues): HomeLinkTarget {
  if (v.linkType === 'goods') return { type: 'goods', goodsId: v.goodsId ?? '' };
  if (v.linkType === 'category') return { type: 'category', categoryId: v.categoryId ?? '' };
  if (v.linkType === 'search') return { type: 'search', keyword: v.keyword ?? '' };
  return { type: 'page', path: v.path ?? '' };
}

/** The form's start: a new link opens a goods and always shows. */
export function initialValues(link: AdminHomeLink | undefined): Partial<LinkValues> {
  if (!link) return { linkType: 'goods', dates: null };
  const at = (ms: number | null) => (ms === null ? null : dayjs(ms));
  return {
    title: link.title,
    subtitle: link.subtitle,
    titleEn: link.titleEn,
    subtitleEn: link.subtitleEn,
    picture: link.picture,
    linkType: link.link.type,
    ...link.link,
    dates: [at(link.activeFrom), at(link.activeUntil)],
  };
}

/** The form's values as the server takes them; an open end of the dates is null. */
export function fieldsOf(values: LinkValues): HomeLinkFields {
  const [from, until] = values.dates ?? [null, null];
  return {
    title: values.title,
    subtitle: values.subtitle ?? '',
    titleEn: values.titleEn ?? null,
    subtitleEn: values.subtitleEn ?? null,
    picture: values.picture,
    link: targetOf(values),
    activeFrom: from ? from.valueOf() : null,
    activeUntil: until ? until.valueOf() : null,
  };
}
