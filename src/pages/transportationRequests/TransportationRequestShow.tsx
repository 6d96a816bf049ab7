import DirectionsBusOutlined from '@mui/icons-material/DirectionsBusOutlined';
import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { transportationRequests } from '../../../resources/transportation-requests';
import { ResourceShow } from '../../resources/RecordShow';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';

/** From a request still waiting for its bus to the bus lookup, with its campus and home filled in. */
function FindBusLink() {
  const record = useRecordContext();
  const translate = useTranslate();
  const ability = useConsoleAbility();
  if (!record || record.status === 'declined' || record.status === 'scheduled' || !ability.can('execute', 'transportation-requests')) return null;
  return (
    <Button component={Link} to={`/transportation-requests/bus-lookup?requestId=${record.id}`} variant="outlined" startIcon={<DirectionsBusOutlined />} sx={{ mb: 2 }}>
      {translate('busLookup.findBus')}
    </Button>
  );
}

/** A request's page: the generated one, with the way to the bus lookup. */
export default function TransportationRequestShow() {
  return <ResourceShow resource={transportationRequests}><FindBusLink /></ResourceShow>;
}
