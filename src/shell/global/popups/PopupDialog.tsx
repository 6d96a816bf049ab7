import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import type { OpenPopup } from './popupStore';

/** One message or error popup; fetched with the first popup of the visit. */
export function PopupDialog({ popup, onClose }: { popup: OpenPopup; onClose: (confirmed: boolean) => void }) {
  const translate = useTranslate();
  const isError = popup.kind === 'error';
  const title = popup.title ?? (isError ? translate('global.popups.errorTitle') : undefined);
  const titleId = `popup-title-${popup.id}`;
  const messageId = `popup-message-${popup.id}`;
  const showsTitle = title !== undefined && !popup.hideHeader;
  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      role={isError ? 'alertdialog' : 'dialog'}
      aria-labelledby={showsTitle ? titleId : undefined}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      {showsTitle && (
        <DialogTitle id={titleId} sx={isError ? { color: 'error.main' } : undefined}>
          {title}
        </DialogTitle>
      )}
      <DialogContent>
        <DialogContentText id={messageId} sx={{ whiteSpace: 'pre-line' }}>
          {popup.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" color={isError ? 'error' : 'primary'} onClick={() => onClose(true)} autoFocus>
          {popup.confirmLabel ?? translate('global.popups.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
