import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { DetailCard } from '../rides/DetailCard';
import { AttachDocumentForm } from './AttachDocumentForm';
import { documentDownloadUrl } from './tripApi';

/** The documents of the trip's approval, each downloadable, and a new one attached by those who approve. */
export function TripDocumentsCard({ tripId }: { tripId: string }) {
  const translate = useTranslate();
  const format = useAccountFormats();
  const ability = useConsoleAbility();
  const { data = [], isPending, error, refetch } = useGetList('trip-approval-documents', {
    filter: { tripId: Number(tripId) }, pagination: { page: 1, perPage: 50 }, sort: { field: 'uploadedAt', order: 'ASC' },
  });
  return (
    <DetailCard title={translate('trips.documents.title')} loading={isPending} error={error}>
      {data.length === 0 && <Typography color="text.secondary">{translate('trips.documents.empty')}</Typography>}
      <List dense disablePadding>
        {data.map((document) => (
          <ListItem key={document.id} disableGutters>
            <ListItemText
              primary={<>{document.name} · <Link href={documentDownloadUrl(document.id)} download aria-label={translate('trips.documents.download', { file: document.fileName })}>{document.fileName}</Link></>}
              secondary={`${translate(`choices.${document.kind}`)} · ${translate('trips.documents.uploaded', { by: document.uploadedByName ?? '—', at: format.dateTime(document.uploadedAt) })}`}
            />
          </ListItem>
        ))}
      </List>
      {ability.can('create', 'trip-approval-documents') && <AttachDocumentForm tripId={tripId} onAttached={() => refetch()} />}
    </DetailCard>
  );
}
