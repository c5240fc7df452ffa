import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A full-width button of a status panel that goes to another page: solid for the main way on, else outlined. */
export function NavButton({ to, primary = false, children }: { to: string; primary?: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button
      block
      shape="rounded"
      color={primary ? 'primary' : 'default'}
      fill={primary ? 'solid' : 'outline'}
      onClick={() => navigate(to)}
    >
      {children}
    </Button>
  );
}
