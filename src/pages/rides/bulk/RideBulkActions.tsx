import BlockIcon from '@mui/icons-material/Block';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState, type ReactElement } from 'react';
import { Button, useTranslate } from 'react-admin';
import { mayTakeRideBulkAction, RIDE_BULK_ACTIONS, type RideBulkAction } from '../../../../resources/rides/bulk';
import { appConfig } from '../../../appConfig';
import { useConsoleAbility } from '../../../shell/ability/useConsoleAccess';
import { RideBulkDialog } from './RideBulkDialog';
import { RideBulkSummary } from './RideBulkSummary';
import { useRideBulk } from './useRideBulk';

const BUTTONS: Record<RideBulkAction, { label: string; icon: ReactElement }> = {
  assign: { label: 'rides.bulk.assignCrew', icon: <GroupAddIcon /> },
  'assign-vendor': { label: 'rides.bulk.assignVendor', icon: <BusinessIcon /> },
  cancel: { label: 'rides.bulk.cancel', icon: <BlockIcon /> },
  notify: { label: 'rides.bulk.notify', icon: <CampaignIcon /> },
};

/**
 * The rides list's bulk actions (`POST /api/rides/bulk`), each shown to those who may take it: the
 * crew, the vendor, a cancellation with its reason and a message to the families. A change that
 * takes more than a second shows its progress; each ends with what was done and what was refused.
 */
export default function RideBulkActions() {
  const translate = useTranslate();
  const ability = useConsoleAbility();
  const bulk = useRideBulk();
  const [open, setOpen] = useState<RideBulkAction | null>(null);
  const allowed = RIDE_BULK_ACTIONS.filter((action) => mayTakeRideBulkAction(ability, appConfig().userRole, action));
  return (
    <>
      {allowed.map((action) => (
        <Button key={action} label={translate(BUTTONS[action].label)} onClick={() => setOpen(action)} disabled={bulk.busy}>{BUTTONS[action].icon}</Button>
      ))}
      {open && (
        <RideBulkDialog action={open} count={bulk.count} onClose={() => setOpen(null)} onApply={(input) => { setOpen(null); void bulk.run(open, input); }} />
      )}
      <Dialog open={bulk.saving !== null} aria-labelledby="ride-bulk-saving">
        <DialogContent role="status" sx={{ minWidth: 320 }}>
          <Typography id="ride-bulk-saving" variant="body2" sx={{ mb: 1 }}>{translate('rides.bulk.saving', { smart_count: bulk.saving ?? 0 })}</Typography>
          <LinearProgress />
        </DialogContent>
      </Dialog>
      <RideBulkSummary summary={bulk.summary} onClose={bulk.dismiss} />
    </>
  );
}
