import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { UserAvatar } from '../../shell/menu/InitialsAvatar';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import { SectionHeading } from './SectionHeading';

/** /profile until the profile screen of spec 2.8 is written: who is signed in, in which account. */
export default function ProfilePlaceholder() {
  const translate = useTranslate();
  const { profile, account } = useConsoleSession();
  const fullName = `${profile.name.first} ${profile.name.last}`.trim();
  const facts: [string, string][] = [
    ['shell.profile.email', profile.email],
    ['shell.profile.phone', profile.phoneNumber],
    ['shell.profile.account', account.account.name],
  ];
  return (
    <>
      <SectionHeading>{translate('shell.profile.title')}</SectionHeading>
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: 3 }}>
          <Stack direction="row" spacing={2.5} alignItems="center" sx={{ mb: 3 }}>
            <UserAvatar profile={profile} size={64} />
            <Typography variant="h6" component="h2">{fullName}</Typography>
          </Stack>
          {facts.filter(([, value]) => value).map(([label, value]) => (
            <Stack key={label} direction="row" spacing={2} sx={{ py: 0.75 }}>
              <Typography color="text.secondary" sx={{ width: 120 }}>{translate(label)}</Typography>
              <Typography>{value}</Typography>
            </Stack>
          ))}
          <Typography color="text.secondary" variant="body2" sx={{ mt: 3 }}>{translate('shell.profile.preparing')}</Typography>
        </CardContent>
      </Card>
    </>
  );
}
