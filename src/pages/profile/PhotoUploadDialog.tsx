import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import { serverMessageOr } from '../login/api/apiRequest';
import { PhotoFrame } from './PhotoFrame';
import { MAX_ZOOM, renderCroppedPhoto, type CropView } from './photoCrop';
import { uploadPhoto } from './profileApi';

const FRAME = 280;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];
const START: CropView = { naturalWidth: FRAME, naturalHeight: FRAME, frame: FRAME, zoom: 1, offsetX: 0, offsetY: 0 };

function imageFrom(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable'));
    image.src = URL.createObjectURL(file);
  });
}

/** Spec 2.8: the upload popup — choose a photo, place it in the square, save it 600 px wide. */
export function PhotoUploadDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const { updateProfile } = useConsoleSession();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [view, setView] = useState(START);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => () => {
    if (image) URL.revokeObjectURL(image.src);
  }, [image]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    const loaded = ACCEPTED.includes(file.type) ? await imageFrom(file).catch(() => null) : null;
    if (!loaded) {
      setError(translate('shell.profile.notAnImage'));
      return;
    }
    setImage(loaded);
    setView({ ...START, naturalWidth: loaded.naturalWidth, naturalHeight: loaded.naturalHeight });
  };

  const save = async () => {
    if (!image) return;
    setSaving(true);
    setError(undefined);
    try {
      updateProfile(await uploadPhoto(await renderCroppedPhoto(image, view)));
      onClose();
    } catch (failure) {
      setError(serverMessageOr(failure, translate('shell.profile.photoFailed')));
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="photo-upload-title">
      <DialogTitle id="photo-upload-title">{translate('shell.profile.uploadTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ width: FRAME, pt: 0.5 }}>
          <PhotoFrame image={image} view={view} label={translate('shell.profile.cropArea')} onMove={(offset) => setView((current) => ({ ...current, ...offset }))} />
          {image ? (
            <>
              <Typography variant="body2" color="text.secondary">{translate('shell.profile.cropHint')}</Typography>
              <Slider
                aria-label={translate('shell.profile.zoom')}
                min={1}
                max={MAX_ZOOM}
                step={0.01}
                value={view.zoom}
                onChange={(_event, zoom) => setView((current) => ({ ...current, zoom: zoom as number }))}
              />
            </>
          ) : null}
          <Button component="label" variant={image ? 'text' : 'outlined'} disabled={saving}>
            {translate(image ? 'shell.profile.chooseAnother' : 'shell.profile.choosePhoto')}
            <input hidden type="file" accept={ACCEPTED.join(',')} onChange={choose} />
          </Button>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>{translate('shell.profile.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={!image} loading={saving}>{translate('shell.profile.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
