import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetDeskLabels } from '../api/set-labels';
import { PanelSection } from './panel-section';

/** The conversation's labels, typed freely: each change is saved at once. */
export function PanelLabels({ conversationId, labels }: { conversationId: string; labels: readonly string[] }) {
  const { t } = useTranslation();
  const setLabels = useSetDeskLabels();
  const shown = setLabels.isPending ? setLabels.variables.labels : labels;
  return (
    <PanelSection title={t('desk.panel.labels')}>
      <Select
        mode="tags"
        style={{ width: '100%' }}
        value={[...shown]}
        maxCount={10}
        placeholder={t('desk.panel.labelsPlaceholder')}
        aria-label={t('desk.panel.labels')}
        onChange={(next: string[]) =>
          setLabels.mutate({
            conversation_id: conversationId,
            labels: next.map((label) => label.trim().slice(0, 20)).filter(Boolean),
          })
        }
      />
    </PanelSection>
  );
}
