import { useCallback, useRef, useState } from 'react';

/**
 * The agreement a login needs: `requireAgreement(next)` runs `next` at once when it is ticked, else asks first
 * (the dialog) and runs it when the visitor agrees.
 */
export function useAgreement() {
  const [agreed, setAgreed] = useState(false);
  const [asking, setAsking] = useState(false);
  const pending = useRef<() => void>(undefined);

  const requireAgreement = useCallback(
    (next: () => void) => {
      if (agreed) {
        next();
        return;
      }
      pending.current = next;
      setAsking(true);
    },
    [agreed],
  );

  const agree = useCallback(() => {
    setAgreed(true);
    const next = pending.current;
    pending.current = undefined;
    next?.();
  }, []);

  const closeDialog = useCallback(() => setAsking(false), []);

  return { agreed, setAgreed, requireAgreement, dialog: { visible: asking, onAgree: agree, onClose: closeDialog } };
}
