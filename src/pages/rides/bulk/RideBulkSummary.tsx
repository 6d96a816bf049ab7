import { useTranslate } from 'react-admin';
import { BulkSummaryDialog } from '../../../resources/BulkSummaryDialog';
import type { RideBulkSummary as Summary } from './useRideBulk';

/** How many rides a bulk action changed, and each ride it refused with the reason. */
export function RideBulkSummary({ summary, onClose }: { summary: Summary | null; onClose: () => void }) {
  const translate = useTranslate();
  if (!summary) return null;
  const { done, refused, failure } = summary;
  const title = failure ? translate('rides.bulk.failed', { message: failure })
    : refused.length ? translate('rides.bulk.summary', { done, refused: refused.length }) : translate('rides.bulk.allDone', { smart_count: done });
  return (
    <BulkSummaryDialog
      title={title}
      refused={refused.map(({ id, displayId, message }) => ({ id, text: translate('rides.bulk.refusedRide', { displayId, reason: message }) }))}
      stayText={translate('rides.bulk.refusedStay')}
      onClose={onClose}
    />
  );
}
