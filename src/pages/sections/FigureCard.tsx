import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

/**
 * One figure of the operation, large, under its label: the dashboard's and the insights' tiles. With
 * `to`, the tile opens what it counts (the list, filtered as counted).
 */
export function FigureCard({ label, value, to }: { label: string; value: string; to?: string }) {
  const content = (
    <CardContent>
      <Typography color="text.secondary" variant="body2">{label}</Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600, mt: 1 }}>{value}</Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>{content}</CardActionArea> : content}
    </Card>
  );
}
