import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import { Button, Collapse, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import styles from '../components/info.module.css';
import { SERVICE_HOTLINE } from '../constants';
import { inLocale } from '../content/document';
import { FAQ } from '../content/faq';

/** Customer service and help: the common questions with their answers, the chat and the hotline. */
export default function HelperPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const faq = inLocale(FAQ, i18n.language);
  return (
    <div>
      <section className={styles.faq} aria-labelledby="helper-faq">
        <h2 id="helper-faq" className={styles.faqTitle}>
          {t('info.faq')}
        </h2>
        <Collapse accordion>
          {faq.map((item) => (
            <Collapse.Panel key={item.question} title={item.question}>
              {item.answer}
            </Collapse.Panel>
          ))}
        </Collapse>
      </section>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => navigate(pathTo('chat', { user_id: DEFAULT_CUSTOMER_SERVICE_UID }))}
        >
          {t('info.chatWithService')}
        </Button>
        <a className={styles.callButton} href={`tel:${SERVICE_HOTLINE.replace(/-/g, '')}`}>
          {t('info.callHotline')} {SERVICE_HOTLINE}
        </a>
        <p className={styles.hours}>
          {t('info.hours')} {t('info.hoursValue')}
        </p>
        <List className={styles.group} style={{ margin: 0 }}>
          <List.Item onClick={() => navigate(pathTo('feedback'))}>{t('me.feedback')}</List.Item>
          <List.Item onClick={() => navigate(pathTo('wechatAdd'))}>{t('me.wechat')}</List.Item>
        </List>
      </div>
    </div>
  );
}
