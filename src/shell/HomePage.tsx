import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useConsoleSession } from './ConsoleSessionGate';

/** The signed-in landing page until the home resolver and the sections take over. */
export function HomePage() {
  const { account, profile } = useConsoleSession();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1">{`${profile.name.first} ${profile.name.last}`}</Typography>
        <Typography color="text.secondary">{account.account.name}</Typography>
      </CardContent>
    </Card>
  );
}
