import { APP_VERSION, APP_VERSION_CODE } from '@ffe/shared/constants';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import styles from '../components/info.module.css';
import { SERVICE_EMAIL, SERVICE_HOTLINE } from '../constants';
import { ABOUT_STORY } from '../content/about';
import { inLocale } from '../content/document';

/** About the shop: its logo and name, the app version, its story and how to reach it. */
export default function AboutUsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <div>
      <section className={styles.about}>
        <img className={styles.logo} src="/favicon.svg" alt="" width={84} height={84} />
        <h1 className={styles.name}>{t('app.name')}</h1>
        <p className={styles.version}>{t('info.version', { version: APP_VERSION, code: APP_VERSION_CODE })}</p>
      </section>
      <section className={styles.card}>
        {inLocale(ABOUT_STORY, i18n.language).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <List className={styles.group} header={t('info.contact')}>
        <List.Item extra={<a href={`tel:${SERVICE_HOTLINE.replace(/-/g, '')}`}>{SERVICE_HOTLINE}</a>} arrowIcon={false}>
          {t('info.hotline')}
        </List.Item>
        <List.Item extra={<a href={`mailto:${SERVICE_EMAIL}`}>{SERVICE_EMAIL}</a>} arrowIcon={false}>
          {t('info.email')}
        </List.Item>
        <List.Item extra={t('info.hoursValue')} arrowIcon={false}>
          {t('info.hours')}
        </List.Item>
      </List>
      <List className={styles.group}>
        <List.Item onClick={() => navigate(pathTo('agreement'))}>{t('title.agreement')}</List.Item>
        <List.Item onClick={() => navigate(pathTo('policy'))}>{t('title.policy')}</List.Item>
      </List>
    </div>
  );
}
