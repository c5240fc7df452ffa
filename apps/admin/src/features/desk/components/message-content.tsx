import type { ServiceRatingBody } from '@ffe/shared/contracts/admin-desk';
import type {
  CouponCardBody,
  GoodsCardBody,
  ImageBody,
  ImMessage,
  OrderCardBody,
  ShopNoticeBody,
} from '@ffe/shared/contracts/im';
import { Image, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYuan } from '../../../lib/format';
import { CouponCard } from './coupon-card';
import { ShopNoticeContent } from './shop-notice-content';

/** What a message says: words, a picture, a goods, order or coupon card, a shop notice, a rating; other kinds by name only. */
export function MessageContent({ message }: { message: ImMessage }) {
  const { t } = useTranslation();
  switch (message.type) {
    case 'text':
      return <span className="desk-text">{typeof message.body === 'string' ? message.body : ''}</span>;
    case 'image': {
      const body = message.body as ImageBody;
      return <Image src={body.url} width={160} alt={t('desk.card.picture')} />;
    }
    case 'goods': {
      const body = message.body as GoodsCardBody;
      return (
        <div className="desk-card">
          {body.image && <img src={body.image} alt="" width={48} height={48} />}
          <div>
            <Typography.Text strong>{body.name}</Typography.Text>
            <div>{formatYuan(body.price)}</div>
          </div>
        </div>
      );
    }
    case 'order': {
      const body = message.body as OrderCardBody;
      return (
        <Link to={`/orders/${body.order_id}`} className="desk-card">
          {body.image && <img src={body.image} alt="" width={48} height={48} />}
          <div>
            <Typography.Text strong>{t('desk.card.order', { orderNo: body.order_no })}</Typography.Text>
            <div>
              {body.name} · {formatYuan(body.amount)}
            </div>
          </div>
        </Link>
      );
    }
    case 'coupon':
      return <CouponCard body={message.body as CouponCardBody} />;
    case 'shop-notice':
      return <ShopNoticeContent body={message.body as ShopNoticeBody} />;
    case 'service-rating': {
      const body = message.body as ServiceRatingBody;
      if (body.stars === null) return <Typography.Text type="secondary">{t('desk.rating.waiting')}</Typography.Text>;
      return (
        <div>
          <Typography.Text>{t('desk.rating.rated')} </Typography.Text>
          <Rate
            disabled
            value={body.stars}
            className="small-rate"
            aria-label={t('desk.rating.stars', { count: body.stars })}
          />
          {body.comment && <div>{body.comment}</div>}
        </div>
      );
    }
    default:
      return <Typography.Text type="secondary">{t('desk.kind.other')}</Typography.Text>;
  }
}
