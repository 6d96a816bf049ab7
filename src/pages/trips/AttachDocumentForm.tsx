import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { TRIP_DOCUMENT_KINDS, TRIP_DOCUMENT_MAX_BYTES, TRIP_DOCUMENT_TYPES, type TripDocumentUpload } from '../../../resources/charter-trips/details';
import { tripApi } from './tripApi';
import { useFailureNotice } from './useFailureNotice';

const ACCEPT = Object.keys(TRIP_DOCUMENT_TYPES).map((extension) => `.${extension}`).join(',');

/** A file's bytes as base64, the way the upload carries them. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Attaches a PDF, CSV or text file to the trip's approval (CHARTER_TRIP_STATUS_EDIT); the server checks it is one. */
export function AttachDocumentForm({ tripId, onAttached }: { tripId: string; onAttached: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useFailureNotice();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<TripDocumentUpload['kind']>('permission_slip');
  const [file, setFile] = useState<File | null>(null);
  const attach = useMutation({
    mutationFn: async () => tripApi.attachDocument(tripId, { name, kind, fileName: file!.name, contentBase64: await base64Of(file!) }),
    onSuccess: () => {
      notify(translate('trips.documents.attached', { name }), { type: 'success' });
      setName('');
      setFile(null);
      onAttached();
    },
    onError: failed,
  });
  const tooLarge = (file?.size ?? 0) > TRIP_DOCUMENT_MAX_BYTES;
  return (
    <Box component="form" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }} onSubmit={(event) => { event.preventDefault(); attach.mutate(); }}>
      <TextField size="small" label={translate('trips.documents.name')} value={name} required onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField select size="small" label={translate('trips.documents.kind')} value={kind} onChange={(event) => setKind(event.target.value as TripDocumentUpload['kind'])} sx={{ minWidth: 170 }}>
        {TRIP_DOCUMENT_KINDS.map((value) => <MenuItem key={value} value={value}>{translate(`choices.${value}`)}</MenuItem>)}
      </TextField>
      <Button component="label" variant="text">
        {file?.name ?? translate('trips.documents.chooseFile')}
        <input hidden type="file" accept={ACCEPT} aria-label={translate('trips.documents.file')} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </Button>
      <Button type="submit" variant="outlined" disabled={!name.trim() || !file || tooLarge || attach.isPending}>{translate('trips.documents.attach')}</Button>
      {tooLarge && <Typography variant="body2" color="error">{translate('trips.documents.tooLarge')}</Typography>}
    </Box>
  );
}
