import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** One figure of the operation, large, under its label: the dashboard's and the insights' tiles. */
export function FigureCard({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography color="text.secondary" variant="body2">{label}</Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600, mt: 1 }}>{value}</Typography>
      </CardContent>
    </Card>
  );
}
