import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { tripApprovalDocuments } from '../../../resources/trip-approval-documents';
import { ResourceShow } from '../../resources/RecordShow';
import { documentDownloadUrl } from './tripApi';

/** An approval document's record and its file, downloaded as an attachment. */
export default function TripDocumentShow() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  if (!id) return null;
  return (
    <>
      <Button href={documentDownloadUrl(id)} variant="contained" startIcon={<DownloadOutlined />} sx={{ mb: 2 }}>{translate('trips.document.download')}</Button>
      <ResourceShow resource={tripApprovalDocuments} />
    </>
  );
}
