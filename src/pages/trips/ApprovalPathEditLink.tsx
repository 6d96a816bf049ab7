import { SectionLinks } from './SectionLinks';

const LINKS = [{ path: '/trip-approval-path/editor', labelKey: 'trips.links.editPath' }] as const;

/** The approval paths list's way to their editor, for those who may edit them. */
export default function ApprovalPathEditLink() {
  return <SectionLinks links={LINKS} />;
}
