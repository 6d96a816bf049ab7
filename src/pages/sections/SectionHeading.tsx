import Typography from '@mui/material/Typography';

/** The title every screen of the main area opens with. */
export function SectionHeading({ children }: { children: string }) {
  return (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2.5 }}>
      {children}
    </Typography>
  );
}
