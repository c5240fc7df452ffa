import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Goes back; a page that is alone in the history goes to / instead (PRODUCT.md#shop-pages). */
export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate]);
}
