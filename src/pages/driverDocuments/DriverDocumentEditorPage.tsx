import Autocomplete from '@mui/material/Autocomplete';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { BulkEditHeading } from '../bulkEdit/BulkEditScreen';
import { SheetTable } from '../bulkEdit/SheetTable';
import { useTenantRecords } from '../bulkEdit/tenantRecords';
import { BY_LAST_NAME, driverName, type Driver } from '../drivers/driverRecords';
import { DocumentSheetRow, SHEET_COLUMNS } from './DocumentSheetRow';
import type { DocumentRecord, DocumentType } from './documentRecords';

/**
 * The driver document editor (spec 2.5, DRIVER_DOCUMENT_EDIT): one driver's documents, a row for each
 * document type of the driver's vendor — on file with its state, or missing — each filled in or
 * corrected and saved on its own. The driver is chosen here or comes in the URL (`?driverId=`).
 */
export default function DriverDocumentEditorPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const mayEdit = useConsoleAbility().can('edit', 'driver-documents');
  const [search, setSearch] = useSearchParams();
  const drivers = useTenantRecords<Driver & { vendorId: number }>('drivers', {}, BY_LAST_NAME);
  const driver = drivers.records.find((each) => each.id === Number(search.get('driverId'))) ?? null;
  const types = useGetList<DocumentType>('driver-document-types', { filter: { vendorId: driver?.vendorId }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 100 } }, { enabled: Boolean(driver) });
  const documents = useGetList<DocumentRecord>('driver-documents', { filter: { driverId: driver?.id }, pagination: { page: 1, perPage: 100 } }, { enabled: Boolean(driver) });
  const documentOf = (type: DocumentType) => documents.data?.find((document) => document.typeId === type.id);
  const ready = driver && types.data && documents.data;

  return (
    <>
      <BulkEditHeading titleKey={titleKey} introKey="driverRecords.documents.editorIntro" back={{ to: '/driver-documents', labelKey: 'driverRecords.documents.backToList' }} />
      <Autocomplete
        sx={{ maxWidth: 420, mb: 2.5 }} options={drivers.records} value={driver} loading={drivers.isPending}
        getOptionLabel={driverName} isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, chosen) => setSearch(chosen ? { driverId: String(chosen.id) } : {})}
        renderInput={(params) => <TextField {...params} label={translate('driverRecords.documents.driver')} />}
      />
      {driver && !ready && <LinearProgress />}
      {ready && (
        <SheetTable columns={SHEET_COLUMNS} messages="driverRecords.documents.columns" label={translate('driverRecords.documents.of', { name: driverName(driver) })}>
          {types.data!.map((type) => <DocumentSheetRow key={type.id} driverId={driver.id} type={type} document={documentOf(type)} mayEdit={mayEdit} />)}
        </SheetTable>
      )}
    </>
  );
}
