import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { structuredLines } from '../../resources/engine/readableValues';
import { useAccountFormats } from '../shell/useAccountFormats';

/** A structured (JSON) value as readable text, one line per item, never as JSON (see structuredLines). */
export function StructuredField(props: FieldProps & { source: string }) {
  const value = useFieldValue(props);
  const translate = useTranslate();
  const formats = useAccountFormats();
  const lines = structuredLines(value, translate, formats);
  if (!lines.length) return null;
  return (
    <>
      {lines.map((line, index) => <Typography key={index} component="div" variant="body2">{line}</Typography>)}
    </>
  );
}
