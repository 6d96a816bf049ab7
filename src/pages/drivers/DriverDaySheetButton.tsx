import { CONTENT_APIS } from '../../../resources/content/contentMetadata';
import { PrintSheetButton } from '../routes/PrintSheetButton';

/** "Day sheet (PDF)" on a driver's page: today's rides and their runs. */
export default function DriverDaySheetButton() {
  return <PrintSheetButton contentApi={CONTENT_APIS.driverDaySheet} param="driverId" label="records.daySheet.download" />;
}
