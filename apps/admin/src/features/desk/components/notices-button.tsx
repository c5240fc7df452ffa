import { BellOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askForNotices, mayAskForNotices } from '../utils/desktop-notice';

/** Desktop notifications are asked for on the agent's click, never on load (browsers refuse otherwise). */
export function NoticesButton() {
  const { t } = useTranslation();
  const [askable, setAskable] = useState(mayAskForNotices);
  if (!askable) return null;
  return (
    <Button
      icon={<BellOutlined />}
      onClick={() => void Promise.resolve(askForNotices()).finally(() => setAskable(mayAskForNotices()))}
    >
      {t('desk.notices.enable')}
    </Button>
  );
}
