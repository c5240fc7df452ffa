import { Button } from 'antd-mobile';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import styles from '../components/info.module.css';
import { WECHAT_SERVICE_ID } from '../constants';
import { inLocale } from '../content/document';
import { WECHAT_TEXTS } from '../content/wechat';

/** The customer-service contact on the messaging app: its QR code, its id and a button to copy the id. */
export default function WechatAddPage() {
  const { t, i18n } = useTranslation();
  const texts = inLocale(WECHAT_TEXTS, i18n.language);
  const [qr, setQr] = useState<string>();

  useEffect(() => {
    let live = true;
    // SVG needs no canvas, so it draws the same everywhere, and stays sharp at any size.
    QRCode.toString(WECHAT_SERVICE_ID, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(WECHAT_SERVICE_ID);
      toast(t('info.copied'), 'success');
    } catch {
      toast(t('info.copyFailed'));
    }
  };

  return (
    <section className={styles.wechat}>
      <p className={styles.intro}>{texts.intro}</p>
      {qr ? (
        <img className={styles.qr} src={qr} alt={t('info.qrCode')} width={200} height={200} />
      ) : (
        <div className={styles.qr} />
      )}
      {qr && (
        <a className={styles.save} href={qr} download={`${WECHAT_SERVICE_ID}.svg`}>
          {t('info.saveQrCode')}
        </a>
      )}
      <p className={styles.wechatId}>
        {t('info.wechatId')}
        <strong>{WECHAT_SERVICE_ID}</strong>
      </p>
      <Button block color="primary" onClick={copy}>
        {t('info.copyId')}
      </Button>
      <p className={styles.steps}>{texts.steps}</p>
    </section>
  );
}
