import { useTranslate } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SectionHeading } from '../sections/SectionHeading';
import { AccessUserList } from './AccessUserList';
import { MembershipAccessPage } from './MembershipAccessPage';

/**
 * Access (spec 2.4, USER_PERMISSION_EDIT): the users the editor manages, and one membership's
 * permissions at `/access/memberships/:id`.
 */
export default function AccessPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Routes>
        <Route index element={<AccessUserList />} />
        <Route path="memberships/:id" element={<MembershipAccessPage />} />
      </Routes>
    </>
  );
}
