import { Flex, Image } from 'antd';
import { useTranslation } from 'react-i18next';

/** A customer's pictures as thumbnails; clicking one opens a viewer that goes through them all. */
export function PictureStrip({ pictures, size = 48 }: { pictures: readonly string[]; size?: number }) {
  const { t } = useTranslation();
  if (pictures.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Flex gap={6} wrap className="picture-strip">
        {pictures.map((url, index) => (
          <Image
            key={url}
            src={url}
            width={size}
            height={size}
            alt={t('common.picture', { index: index + 1 })}
            className="picture-thumb"
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
