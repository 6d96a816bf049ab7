import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { ApprovalStepInput } from '../../../resources/charter-trips/details';

export type StepDraft = Required<{ [K in keyof ApprovalStepInput]: NonNullable<ApprovalStepInput[K]> }> & { key: string };

interface ApprovalStepRowProps {
  step: StepDraft;
  order: number;
  count: number;
  disabled: boolean;
  onChange: (step: StepDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One approver of the path being edited: who approves, and where in the order. */
export function ApprovalStepRow({ step, order, count, disabled, onChange, onMove, onRemove }: ApprovalStepRowProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`trips.pathEditor.${key}`, { step: order });
  const text = (field: 'approverName' | 'approverEmail' | 'notes', label: string, required = false) => (
    <TextField
      size="small" fullWidth required={required} disabled={disabled} value={step[field]} slotProps={{ htmlInput: { 'aria-label': `${label} (${t('step')} ${order})` } }}
      placeholder={label} onChange={(event) => onChange({ ...step, [field]: event.target.value })}
    />
  );
  return (
    <TableRow>
      <TableCell>{order}</TableCell>
      <TableCell sx={{ minWidth: 130 }}>
        <TextField
          select size="small" fullWidth disabled={disabled} value={step.approverKind} slotProps={{ select: { SelectDisplayProps: { 'aria-label': `${t('kind')} (${t('step')} ${order})` } } }}
          onChange={(event) => onChange({ ...step, approverKind: event.target.value as StepDraft['approverKind'] })}
        >
          {(['role', 'user'] as const).map((kind) => <MenuItem key={kind} value={kind}>{translate(`choices.${kind}`)}</MenuItem>)}
        </TextField>
      </TableCell>
      <TableCell>{text('approverName', t('name'), true)}</TableCell>
      <TableCell>{text('approverEmail', t('email'), step.approverKind === 'user')}</TableCell>
      <TableCell>{text('notes', t('notes'))}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <IconButton size="small" disabled={disabled || order === 1} aria-label={t('moveUp')} onClick={() => onMove(-1)}><ArrowUpward fontSize="small" /></IconButton>
        <IconButton size="small" disabled={disabled || order === count} aria-label={t('moveDown')} onClick={() => onMove(1)}><ArrowDownward fontSize="small" /></IconButton>
        <IconButton size="small" disabled={disabled || count === 1} aria-label={t('remove')} onClick={onRemove}><DeleteOutlined fontSize="small" /></IconButton>
      </TableCell>
    </TableRow>
  );
}
