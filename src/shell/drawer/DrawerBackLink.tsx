import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';

/** The optional `displayBackText` of spec 4.8: names the page under the drawer, and returns to it. */
export function DrawerBackLink({ text, onClick }: { text: string; onClick: () => void }) {
  return (
    <Button startIcon={<ArrowBack />} onClick={onClick} sx={{ textTransform: 'none', fontWeight: 500 }}>
      {text}
    </Button>
  );
}
