import { SectionLinks } from './SectionLinks';

const LINKS = [
  { path: '/trip-approval', labelKey: 'trips.links.approval' },
  { path: '/trip-sheet', labelKey: 'trips.links.sheet' },
  { path: '/trip-ride-assignments', labelKey: 'trips.links.buses' },
  { path: '/trip-approval-documents', labelKey: 'trips.links.documents' },
  { path: '/trip-approval-path', labelKey: 'trips.links.paths' },
] as const;

/** The trips list's way to the charter screens outside the menu. */
export default function TripListLinks() {
  return <SectionLinks links={LINKS} />;
}
