import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { PageNotFoundPage } from '../errors/statusPages';
import { SectionHeading } from '../sections/SectionHeading';
import { ChangePassword } from './ChangePassword';
import { INITIAL_PASSWORD_CHANGE } from './passwordChangeState';
import { ProfilePhoto } from './ProfilePhoto';
import { ProfilePreview } from './ProfilePreview';

/**
 * "My profile" (spec 2.8): the photo on the left, and the preview, edit info (a placeholder) and
 * change password as child routes. The password change's state lives here, so that the preview shows
 * its success after the form returns to it; entering the profile or the form starts it afresh (4.4).
 */
export default function ProfilePage() {
  const translate = useTranslate();
  const [passwordChange, setPasswordChange] = useState(INITIAL_PASSWORD_CHANGE);
  const resetPasswordChange = useCallback(() => setPasswordChange(INITIAL_PASSWORD_CHANGE), []);
  return (
    <>
      <SectionHeading>{translate('shell.profile.title')}</SectionHeading>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} alignItems="flex-start">
        <ProfilePhoto />
        <Box sx={{ flex: 1, maxWidth: 720, width: '100%' }}>
          <Routes>
            <Route index element={<ProfilePreview passwordUpdated={passwordChange.isChangedSuccessfully} />} />
            <Route path="edit" element={<Box data-testid="profile-edit-info" />} />
            <Route path="change-password" element={<ChangePassword state={passwordChange} setState={setPasswordChange} reset={resetPasswordChange} />} />
            <Route path="*" element={<PageNotFoundPage />} />
          </Routes>
        </Box>
      </Stack>
    </>
  );
}
