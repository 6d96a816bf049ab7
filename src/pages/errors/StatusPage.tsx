import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatusPageProps {
  icon: ReactNode;
  title?: string;
  lines: string[];
  actions?: ReactNode;
  /** Anything shown between the lines and the actions. */
  children?: ReactNode;
  /** On a page of its own (outside the layout) the card is centred in the window. */
  fullScreen?: boolean;
}

/** The one look of every status page of spec 2.10: an icon, a title, a few lines, what to do next. */
export function StatusPage({ icon, title, lines, actions, children, fullScreen = false }: StatusPageProps) {
  const card = (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: fullScreen ? 0 : 8, px: 5, py: 5, textAlign: 'center', borderRadius: 3 }}>
      <Box sx={{ display: 'inline-flex', p: 2, mb: 2, borderRadius: '50%', bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08), color: 'primary.main', '& svg': { fontSize: 40 } }}>{icon}</Box>
      {title && (
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
      )}
      {lines.map((line) => (
        <Typography key={line} color="text.secondary" sx={{ mb: 0.5 }}>
          {line}
        </Typography>
      ))}
      {children}
      {actions && (
        <Stack direction="row" spacing={1.5} justifyContent="center" sx={{ mt: 3 }}>
          {actions}
        </Stack>
      )}
    </Paper>
  );
  if (!fullScreen) return card;
  return <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 3 }}>{card}</Box>;
}
