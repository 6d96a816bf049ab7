import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { TripInvoiceTransaction } from '../../../resources/charter-trips/details';
import { invoicing } from '../../../resources/invoicing';
import { LocaleDateField, LocaleMoneyField } from '../../resources/localizedFields';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { DetailCard } from '../rides/DetailCard';
import { tripApi, useTripOutput } from './tripApi';

/** A transaction's steps, in order, each with the text that names it: a pending one has taken none yet. */
const STAMPS = [['approvedAt', 'approved'], ['invoicedAt', 'invoiced'], ['paidAt', 'paid']] as const;

/**
 * How the trip was invoiced (from its status log: who, when, its invoice number) and the accounting
 * transactions that bill it, oldest first, with their amounts as the accounting screens show them
 * (CHARTER_PORTAL_TRIP_INVOICE_HISTORY_VIEW). A transaction's number opens it for those who see accounting.
 */
export function TripInvoiceHistoryCard({ tripId, version }: { tripId: string; version: unknown }) {
  const translate = useTranslate();
  const format = useAccountFormats();
  const opensTransactions = useConsoleAbility().can('view', invoicing.subject);
  const { data, isPending, error } = useTripOutput(tripId, 'invoice-history', tripApi.invoiceHistory, version);
  const field = (name: keyof typeof invoicing.fields) => translate(`resources.${invoicing.name}.fields.${name}`);
  const numberOf = (transaction: TripInvoiceTransaction) => (opensTransactions
    ? <MuiLink component={Link} to={`/${invoicing.name}/${transaction.id}/show`}>{transaction.number}</MuiLink>
    : transaction.number);
  return (
    <DetailCard title={translate('trips.invoiceHistory.title')} loading={isPending} error={error}>
      {data && data.invoices.length === 0 && <Typography color="text.secondary" gutterBottom>{translate('trips.invoiceHistory.notInvoiced')}</Typography>}
      {data?.invoices.map((invoice) => (
        <Typography key={invoice.id} gutterBottom>
          {translate('trips.invoiceHistory.invoicedBy', { number: invoice.invoiceNumber ?? '—', by: invoice.actorName ?? translate('trips.statusLog.system'), at: format.dateTime(invoice.at) })}
        </Typography>
      ))}
      {data && data.transactions.length === 0 && <Typography color="text.secondary">{translate('trips.invoiceHistory.empty', { reference: data.reference })}</Typography>}
      {data && data.transactions.length > 0 && (
        <Table size="small" aria-label={translate('trips.invoiceHistory.transactions', { reference: data.reference })}>
          <TableHead>
            <TableRow>
              <TableCell>{field('number')}</TableCell>
              <TableCell>{translate('trips.invoiceHistory.period')}</TableCell>
              <TableCell align="right">{field('amountCents')}</TableCell>
              <TableCell>{field('status')}</TableCell>
              <TableCell>{translate('trips.invoiceHistory.dates')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.transactions.map((transaction) => (
              <RecordContextProvider key={transaction.id} value={transaction}>
                <TableRow>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{numberOf(transaction)}</TableCell>
                  <TableCell>
                    <LocaleDateField source="periodStart" />
                    {transaction.periodEnd !== transaction.periodStart && <> – <LocaleDateField source="periodEnd" /></>}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}><LocaleMoneyField source="amountCents" /></TableCell>
                  <TableCell>{translate(`choices.${transaction.status}`)}</TableCell>
                  <TableCell>
                    {STAMPS.filter(([stamp]) => transaction[stamp]).map(([stamp, step]) => (
                      <Typography key={stamp} variant="body2">{translate(`trips.invoiceHistory.${step}`, { at: format.dateTime(transaction[stamp]!) })}</Typography>
                    ))}
                  </TableCell>
                </TableRow>
              </RecordContextProvider>
            ))}
          </TableBody>
        </Table>
      )}
    </DetailCard>
  );
}
