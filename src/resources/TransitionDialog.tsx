import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo } from 'react';
import { Form, useRecordContext, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { transitionSchema } from '../../resources/engine/validation';
import { yupResolver } from '../forms/yupResolver';
import { inputFor } from './fieldViews';
import { useRecordName } from './useRecordName';

interface TransitionDialogProps {
  resource: ResourceDeclaration;
  name: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (input: FieldValues) => void;
}

/**
 * Asks before a status step, naming the record ("Approve Driver bus report Nov 25, 2026 · AM-00801?"),
 * and for what the step takes with it (the mechanic to assign, the run to schedule on), with the
 * same rules the server checks the step's body by.
 */
export function TransitionDialog({ resource, name, pending, onClose, onSubmit }: TransitionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const record = useRecordContext();
  const nameOf = useRecordName(resource.name);
  const transition = resource.statusFlow!.transitions[name];
  const resolver = useMemo(() => yupResolver<FieldValues>(transitionSchema(resource, transition, false)), [resource, transition]);
  const label = translate(`resources.${resource.name}.transitions.${name}`);
  const question = translate('global.records.step', { step: label, kind: translate(`resources.${resource.name}.name`, { smart_count: 1 }), name: record ? nameOf(record) : '' });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form resolver={resolver} onSubmit={onSubmit} record={{}}>
        <DialogTitle id={titleId}>{question}</DialogTitle>
        <DialogContent>
          {Object.entries(transition.input ?? {}).map(([field, need]) => inputFor(field, { ...resource.fields[field], readOnly: false, required: need === 'required' }))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>{label}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
