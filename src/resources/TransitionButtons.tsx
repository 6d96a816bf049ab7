import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import type { dataProvider as consoleDataProvider } from '../providers/dataProvider';
import { patchCachedRecord } from '../providers/live/liveRecordPatches';
import { useConsoleAbility } from '../shell/ability/useConsoleAccess';
import { TransitionDialog } from './TransitionDialog';

/** Steps that decide on someone's request, asked before they are taken even when they take nothing with them. */
const DECISIONS = /^(approve|reject|decline)/;

/**
 * The status steps a record may take now (a report's approve, verify): one button per step that the
 * user's codes grant and the record's status allows. A decision (approve, reject, decline), and a
 * step that takes fields with it, asks first in a dialog naming the record. The server checks both
 * again and answers a stale version or a step no longer possible with its own message. A page that
 * offers some steps in a part of its own (a trip's approval, in its Approval card) names them in
 * `offeredElsewhere`.
 */
export function TransitionButtons({ resource, offeredElsewhere = [] }: { resource: ResourceDeclaration; offeredElsewhere?: readonly string[] }) {
  const record = useRecordContext();
  const ability = useConsoleAbility();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const flow = resource.statusFlow;
  const [asking, setAsking] = useState<string>();
  const step = useMutation({
    mutationFn: ({ name, input }: { name: string; input?: FieldValues }) => dataProvider.transition(resource.name, record!.id, name, record!.version as number, input),
    onSuccess: (updated) => {
      setAsking(undefined);
      patchCachedRecord(queryClient, resource.name, updated);
      notify(translate(`resources.${resource.name}.transitions.done`, { status: translate(`choices.${String(updated[flow!.field])}`) }), { type: 'success' });
    },
    onError: (error) => notify(error instanceof HttpError ? error.message : translate('common.somethingWentWrong'), { type: 'error' }),
  });
  if (!flow || !record) return null;
  const possible = Object.entries(flow.transitions).filter(([name, t]) => !offeredElsewhere.includes(name) && t.from.includes(String(record[flow.field])) && ability.can(...t.rule));
  if (!possible.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
      {possible.map(([name, transition]) => (
        <Button key={name} variant="contained" disabled={step.isPending} onClick={() => (transition.input || DECISIONS.test(name) ? setAsking(name) : step.mutate({ name }))}>
          {translate(`resources.${resource.name}.transitions.${name}`)}
        </Button>
      ))}
      {asking && <TransitionDialog resource={resource} name={asking} pending={step.isPending} onClose={() => setAsking(undefined)} onSubmit={(input) => step.mutate({ name: asking, input })} />}
    </Box>
  );
}
