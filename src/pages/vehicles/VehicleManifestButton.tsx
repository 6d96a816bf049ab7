import { useRecordContext } from 'react-admin';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { EmergencyManifestLink } from '../rides/EmergencyManifestLink';

/** "Emergency manifest" on a vehicle's page, for those who may view rides (whose scans it lists). */
export default function VehicleManifestButton() {
  const record = useRecordContext();
  const mayView = useConsoleAbility().can('view', 'rides');
  if (!record || !mayView) return null;
  return <EmergencyManifestLink vehicleId={Number(record.id)} />;
}
