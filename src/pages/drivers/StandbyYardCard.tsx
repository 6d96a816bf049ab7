import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { driverName, type Driver } from './driverRecords';
import type { StandbyStep } from './useStandbySteps';

export interface StandbyDriver extends Driver {
  standbySince: string | null;
}

interface StandbyYardCardProps {
  yardName: string;
  drivers: StandbyDriver[];
  /** When the driver went on standby, as the board reads it ("since 5:30 AM"). */
  sinceText: (driver: StandbyDriver) => string;
  /** Absent for those who may only look. */
  onStep?: (driver: StandbyDriver, step: StandbyStep) => void;
  pending: number | null;
}

/** One yard's standby board: who is on standby now, and a driver of the yard to put on standby. */
export function StandbyYardCard({ yardName, drivers, sinceText, onStep, pending }: StandbyYardCardProps) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<StandbyDriver | null>(null);
  const onStandby = drivers.filter((driver) => driver.standbyStatus === 'on_standby');
  const available = drivers.filter((driver) => driver.standbyStatus !== 'on_standby');
  return (
    <Card variant="outlined" component="section" aria-label={yardName}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h6" component="h2">{yardName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('driverRecords.standby.counts', { standby: onStandby.length, available: available.length })}
          </Typography>
        </Stack>
        {onStandby.length === 0 && <Typography color="text.secondary" sx={{ py: 1.5 }}>{translate('driverRecords.standby.nobody')}</Typography>}
        {onStandby.length > 0 && (
          <Table size="small" aria-label={translate('driverRecords.standby.onStandbyAt', { yard: yardName })}>
            <TableBody>
              {onStandby.map((driver) => (
                <TableRow key={driver.id}>
                  <TableCell sx={{ pl: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>{driverName(driver)}</Typography>
                    <Typography variant="caption" color="text.secondary">{[driver.phone, sinceText(driver)].filter(Boolean).join(' · ')}</Typography>
                  </TableCell>
                  {onStep && (
                    <TableCell align="right" sx={{ pr: 0 }}>
                      <Button size="small" disabled={pending !== null} onClick={() => onStep(driver, 'end')} aria-label={translate('driverRecords.standby.takeOffNamed', { name: driverName(driver) })}>
                        {translate('driverRecords.standby.takeOff')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {onStep && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
            <Autocomplete
              size="small" sx={{ flex: 1 }} options={available} value={chosen} onChange={(_, driver) => setChosen(driver)}
              getOptionLabel={driverName} isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => <TextField {...params} label={translate('driverRecords.standby.choose', { yard: yardName })} />}
            />
            <Button variant="contained" disabled={!chosen || pending !== null} onClick={() => { if (chosen) onStep(chosen, 'start'); setChosen(null); }}>
              {translate('driverRecords.standby.putOn')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
