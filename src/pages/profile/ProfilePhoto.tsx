import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { InitialsAvatar } from '../../shell/menu/InitialsAvatar';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import { PhotoUploadDialog } from './PhotoUploadDialog';
import { loadPhotoAsDataUrl } from './profileApi';

/** Spec 9: the profile photo's display size. */
const PHOTO_DISPLAY_SIZE = 132;

/** The left column of spec 2.8: the photo (initials without one, a spinner while it loads) and "Upload photo". */
export function ProfilePhoto() {
  const translate = useTranslate();
  const { profile } = useConsoleSession();
  const [photo, setPhoto] = useState<{ path: string; dataUrl: string | null }>();
  const [uploading, setUploading] = useState(false);
  const path = profile.avatarPath;

  useEffect(() => {
    if (!path) return;
    let current = true;
    // A photo that cannot be loaded shows the initials rather than a broken image.
    loadPhotoAsDataUrl().then((dataUrl) => current && setPhoto({ path, dataUrl }), () => current && setPhoto({ path, dataUrl: null }));
    return () => {
      current = false;
    };
  }, [path]);

  const loading = Boolean(path) && photo?.path !== path;
  const fullName = `${profile.name.first} ${profile.name.last}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, width: 200 }}>
      <Box sx={{ width: PHOTO_DISPLAY_SIZE, height: PHOTO_DISPLAY_SIZE, display: 'grid', placeItems: 'center' }} data-testid="profile-photo">
        {loading ? (
          <CircularProgress aria-label={translate('shell.profile.photoLoading')} />
        ) : (
          <InitialsAvatar name={fullName} src={path ? photo?.dataUrl : null} size={PHOTO_DISPLAY_SIZE} />
        )}
      </Box>
      <Link component="button" type="button" variant="body2" onClick={() => setUploading(true)}>
        {translate('shell.profile.uploadPhoto')}
      </Link>
      {uploading && <PhotoUploadDialog onClose={() => setUploading(false)} />}
    </Box>
  );
}
