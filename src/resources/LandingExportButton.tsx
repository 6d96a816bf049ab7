import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { landingHref, resourceExportApi } from '../../resources/content/contentMetadata';

/**
 * "Export" hands the file over through the content landing page (spec 2.9): it names the section
 * and how many rows the CSV holds before the download. The list's own filter and sort go with it,
 * and the server writes the file within the user's permissions and tenant.
 */
export function LandingExportButton({ resource }: { resource: string }) {
  const { filterValues, sort, data } = useListContext();
  const navigate = useNavigate();
  const params = { filter: JSON.stringify(filterValues ?? {}), sort: JSON.stringify([sort.field, sort.order]) };
  return (
    <Button
      label="ra.action.export"
      disabled={!data?.length}
      onClick={() => navigate(landingHref({ action: 'download', fileType: 'csv', contentApi: resourceExportApi(resource), params }))}
    >
      <DownloadIcon />
    </Button>
  );
}
