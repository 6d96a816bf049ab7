import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { SectionSpinner } from './SectionSpinner';

/** A section that takes the whole window, outside the layout (route management, spec 2.1). */
export function FullScreenSection({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', p: 3.5, boxSizing: 'border-box' }}>
      <Suspense fallback={<SectionSpinner />}>{children}</Suspense>
    </Box>
  );
}
