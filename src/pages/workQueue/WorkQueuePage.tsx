import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { WorkQueueItem } from '../../../permissions/accountContext';
import { useAccountFormats } from '../../shell/useAccountFormats';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { getJson, postJson, serverMessageOr } from '../login/api/apiRequest';
import { SectionHeading } from '../sections/SectionHeading';

const ITEMS_KEY = ['work-queue-items'];

/** The user's own work queue (spec 2.4): each task opens where it is done, and is marked done here. */
export default function WorkQueuePage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const formats = useAccountFormats();
  const queryClient = useQueryClient();
  const { data, error } = useQuery({ queryKey: ITEMS_KEY, queryFn: () => getJson<{ items: WorkQueueItem[] }>('/api/work-queue/items') });
  const markDone = useMutation({
    mutationFn: (item: WorkQueueItem) => postJson<WorkQueueItem>(`/api/work-queue/items/${item.id}/done`, { version: item.version }),
    onSuccess: () => notify('reports.workQueue.saved', { type: 'success' }),
    onError: (failure) => notify(translate('reports.workQueue.refused', { reason: serverMessageOr(failure, translate('reports.loadFailed')) }), { type: 'error' }),
    // The menu's Work queue link follows the first open item, so it is asked again too.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ITEMS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['shell', 'work-queue-first-link'] });
    },
  });

  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      {error && <Alert severity="error">{serverMessageOr(error, translate('reports.loadFailed'))}</Alert>}
      {data && data.items.length === 0 && <Typography color="text.secondary">{translate('reports.workQueue.empty')}</Typography>}
      {data && data.items.length > 0 && (
        <Card variant="outlined" sx={{ maxWidth: 900 }}>
          <List>
            {data.items.map((item) => (
              <ListItem key={item.id} divider secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Button component={RouterLink} to={item.link} size="small">{translate('reports.workQueue.open')}</Button>
                  {item.status === 'open' && (
                    <Button size="small" variant="outlined" loading={markDone.isPending && markDone.variables?.id === item.id} onClick={() => markDone.mutate(item)}>
                      {translate('reports.workQueue.markDone')}
                    </Button>
                  )}
                </Stack>
              }>
                <ListItemText
                  primary={<Stack direction="row" spacing={1} alignItems="center"><span>{item.title}</span>{item.status === 'done' && <Chip size="small" label={translate('reports.workQueue.done')} />}</Stack>}
                  secondary={item.dueAt ? translate('reports.workQueue.due', { date: formats.dateTime(item.dueAt) }) : undefined}
                  sx={{ pr: 24, opacity: item.status === 'done' ? 0.6 : 1 }}
                />
              </ListItem>
            ))}
          </List>
        </Card>
      )}
    </>
  );
}
