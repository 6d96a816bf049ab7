import { CONTENT_APIS } from '../../../resources/content/contentMetadata';
import { PrintSheetButton } from './PrintSheetButton';

/** "Route sheet (PDF)" on a run's page. */
export default function RouteSheetButton() {
  return <PrintSheetButton contentApi={CONTENT_APIS.routeSheet} param="routeId" label="records.sheet.download" />;
}
