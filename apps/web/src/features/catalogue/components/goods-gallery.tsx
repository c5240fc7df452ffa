import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/ui/carousel';
import { Picture } from '../../../components/ui/picture';
import styles from './goods-gallery.module.css';
import { usePictureViewer } from './picture-viewer';

/** The goods pictures, square and swipeable with a "2/5" indicator; tapping one opens it full screen. */
export function GoodsGallery({ pictures, name }: { pictures: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const viewer = usePictureViewer(pictures);
  return (
    <section className={styles.gallery} aria-label={t('goods.pictures')}>
      <Carousel indicator="counter" label={t('goods.pictures')}>
        {pictures.map((picture, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a picture may appear twice, so its position is its identity
          <button key={index} type="button" className={styles.slide} onClick={() => viewer.open(index)}>
            <Picture
              src={picture}
              sizes="(max-width: 750px) 100vw, 750px"
              alt={t('goods.picture', { name, index: index + 1 })}
              width={750}
              height={750}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first picture is the page's largest: the server preloads it ahead of any script.
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          </button>
        ))}
      </Carousel>
      {viewer.viewer}
    </section>
  );
}
