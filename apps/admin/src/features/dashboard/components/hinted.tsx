import { QuestionCircleOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';

/** A figure's title with its definition a hover away; the icon carries the definition for screen readers too. */
export function Hinted({ title, hint }: { title: string; hint: string }) {
  return (
    <Space size={4}>
      {title}
      <Tooltip title={hint}>
        <QuestionCircleOutlined aria-label={hint} className="figure-hint" />
      </Tooltip>
    </Space>
  );
}
