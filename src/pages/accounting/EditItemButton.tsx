import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { ITEM_STATUSES, accountingTransactionItems } from '../../../resources/accounting-transaction-items';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';

type Draft = { description: string; quantity: string; unitPrice: string; itemStatus: string };

const draftOf = (item: RaRecord): Draft => ({
  description: String(item.description), quantity: String(item.quantity), unitPrice: (Number(item.unitPriceCents) / 100).toFixed(2), itemStatus: String(item.itemStatus),
});

/**
 * One item edited in a dialog: description, quantity and unit price with the pricing code, its
 * status with the item status code. The server computes the amounts and refuses a stale save.
 */
function ItemDialog({ item, onClose }: { item: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const ability = useConsoleAbility();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [draft, setDraft] = useState(() => draftOf(item));
  const [saving, setSaving] = useState(false);
  const mayPrice = ability.can('edit-pricing', 'accounting-transactions');
  const mayMark = ability.can('edit-item-status', 'accounting-transactions');
  const label = (field: string) => translate(`resources.${accountingTransactionItems.name}.fields.${field}`);
  const field = (name: keyof Draft) => ({ value: draft[name], onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }), fullWidth: true, margin: 'dense' as const });

  const save = async () => {
    setSaving(true);
    try {
      const data = { ...item, description: draft.description, quantity: Number(draft.quantity), unitPriceCents: Math.round(Number(draft.unitPrice) * 100), itemStatus: draft.itemStatus };
      await dataProvider.update(accountingTransactionItems.name, { id: item.id, data, previousData: item });
      notify(translate('work.accounting.saved'), { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(error instanceof HttpError ? error.message : translate('common.somethingWentWrong'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('work.accounting.editItemOf', { description: String(item.description) })}</DialogTitle>
      <DialogContent>
        <TextField label={label('description')} disabled={!mayPrice} {...field('description')} />
        <TextField label={label('quantity')} type="number" disabled={!mayPrice} slotProps={{ htmlInput: { min: 0, step: 'any' } }} {...field('quantity')} />
        <TextField label={label('unitPriceCents')} type="number" disabled={!mayPrice} slotProps={{ htmlInput: { min: 0, step: 0.01 } }} {...field('unitPrice')} />
        <TextField select label={label('itemStatus')} disabled={!mayMark} {...field('itemStatus')}>
          {ITEM_STATUSES.map((status) => <MenuItem key={status} value={status}>{translate(`choices.${status}`)}</MenuItem>)}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('work.accounting.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving}>{translate('work.accounting.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function EditItemButton() {
  const item = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!item) return null;
  return (
    <>
      <IconButton size="small" aria-label={translate('work.accounting.editItemOf', { description: String(item.description) })} onClick={() => setOpen(true)}>
        <EditIcon fontSize="small" />
      </IconButton>
      {open && <ItemDialog item={item} onClose={() => setOpen(false)} />}
    </>
  );
}
