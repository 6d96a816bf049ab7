import DownloadIcon from '@mui/icons-material/GetApp';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { landingHref, resourceExportApi } from '../../resources/content/contentMetadata';
import { EXPORT_FORMATS, type ExportFormat } from '../../resources/engine/exportColumns';

/**
 * "Export" offers the list as a CSV file or an Excel workbook, and hands the file over through the
 * content landing page (spec 2.9): it names the section and how many rows the file holds before the
 * download. The list's own filter and sort go with it, and the server writes the file within the
 * user's permissions and tenant.
 */
export function LandingExportButton({ resource }: { resource: string }) {
  const { filterValues, sort, data } = useListContext();
  const navigate = useNavigate();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exportAs = (format: ExportFormat) => {
    const params = { filter: JSON.stringify(filterValues ?? {}), sort: JSON.stringify([sort.field, sort.order]), ...(format === 'csv' ? {} : { format }) };
    navigate(landingHref({ action: 'download', fileType: 'csv', contentApi: resourceExportApi(resource), params }));
  };
  return (
    <>
      <Button label="ra.action.export" disabled={!data?.length} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => <MenuItem key={format} onClick={() => exportAs(format)}>{translate(`utility.export.${format}`)}</MenuItem>)}
      </Menu>
    </>
  );
}
