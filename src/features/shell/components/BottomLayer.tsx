// The layer at the bottom of the screen: the new-version banner and the notifications, stacked
// instead of lying over each other. Its height is reserved below the page, the module dialog and
// every modal, so it covers no content while it shows (issues 12 and 25).
import type { ReactNode } from 'react';
import { useReservedSpace } from '../../../ui/useReservedSpace';

export function BottomLayer({ children }: { children: ReactNode }) {
  const ref = useReservedSpace('--fixed-bottom', 'bottom');
  return (
    <div ref={ref} className="bottom-layer">
      {children}
    </div>
  );
}
