import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface DetailCardProps {
  title: string;
  loading?: boolean;
  error?: Error | null;
  children?: ReactNode;
}

/** One part of the ride drawer: a titled card that shows its own loading and its own failure. */
export function DetailCard({ title, loading, error, children }: DetailCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{title}</Typography>
        {loading ? <CircularProgress size={24} aria-label={translate('common.loading')} />
          : error ? <Typography color="error">{translate('rides.details.loadFailed')}</Typography>
            : children}
      </CardContent>
    </Card>
  );
}

/** A label and its value on one line, the value aligned right (money, counts). */
export function DetailRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Typography component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, fontWeight: strong ? 600 : undefined, borderTop: strong ? 1 : 0, borderColor: 'divider' }}>
      <span>{label}</span>
      <span>{value}</span>
    </Typography>
  );
}
