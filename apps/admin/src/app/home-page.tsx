import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useStaffSelf } from '../features/session/api/get-staff-self';
import { useVisibleAreas } from './console-layout';

/** /admin/ opens the first area the member may use; a role with none yet is told so. */
export function HomePage() {
  const { t } = useTranslation();
  const self = useStaffSelf();
  const [first] = useVisibleAreas();
  if (first) return <Navigate to={first.path} replace />;
  return (
    <Result
      status="info"
      title={t('home.welcome', { name: self.data?.displayName ?? '' })}
      subTitle={t('home.nothingYet')}
    />
  );
}
