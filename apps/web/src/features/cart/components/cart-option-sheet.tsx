import type { SearchedGoods } from '@ffe/shared/contracts/catalogue';
import type { CartLine } from '@ffe/shared/domain/cart-lines';
import { useTranslation } from 'react-i18next';
import { LazySpecSheet } from '../../../components/goods/lazy-spec-sheet';
import { toast } from '../../../lib/toast';
import { cartActions } from '../../../stores/cart-actions';

export interface OptionToChoose {
  line: CartLine;
  goods: SearchedGoods;
}

/** The sheet where a line waiting for its option gets one; it closes once the cart has taken the choice. */
export function CartOptionSheet({ choosing, onClose }: { choosing: OptionToChoose | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <LazySpecSheet
      visible={choosing !== null}
      goods={choosing?.goods ?? { name: '', cover: '', salePrice: 0, marketPrice: 0, stock: 0 }}
      options={choosing?.goods.skus ?? []}
      specName={choosing?.goods.specName}
      initialNumber={choosing?.line.number ?? 1}
      confirmText={t('specs.confirm')}
      onConfirm={(sku, count) => {
        if (!choosing) return;
        if (cartActions.pick(choosing.goods, sku.id, count)) onClose();
        else toast(t('specs.stockLimit', { count: sku.stock }));
      }}
      onClose={onClose}
    />
  );
}
