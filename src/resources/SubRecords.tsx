import AddIcon from '@mui/icons-material/AddCircleOutline';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { ArrayInput, Button, RecordContextProvider, SimpleFormIterator, useFieldValue, useResourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldDeclaration } from '../../resources/engine/fields';
import { subRecordLabelKey } from '../../resources/engine/readableValues';

type Items = Readonly<Record<string, FieldDeclaration>>;

/** A phone number to call and an address to write to, from the page: a coordinator on a parent's call taps it. */
function ContactCell({ value, type }: { value: unknown; type: 'phone' | 'email' }) {
  if (typeof value !== 'string' || !value) return null;
  const href = type === 'phone' ? `tel:${value.replace(/[^\d+]/g, '')}` : `mailto:${value}`;
  return <Link href={href} underline="hover" sx={{ whiteSpace: 'nowrap' }}>{value}</Link>;
}

/**
 * A record's list of sub-records (a student's guardians) as a table: a column per declared field
 * under its label, each value as the record's own fields read (choices by their labels, yes/no as
 * marks), phones and e-mail addresses as links.
 */
export function SubRecordsField({ source, items, cellOf }: { source: string; items: Items; cellOf: (name: string, field: FieldDeclaration) => ReactElement }) {
  const value = useFieldValue({ source });
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  if (!rows.length) return <Typography variant="body2" color="text.secondary">{translate('records.related.none')}</Typography>;
  const columns = Object.entries(items);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(`resources.${resource}.fields.${source}`)}>
        <TableHead>
          <TableRow>{columns.map(([item]) => <TableCell key={item}>{translate(subRecordLabelKey(resource, source, item))}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <RecordContextProvider key={index} value={{ ...row, id: index }}>
              <TableRow>
                {columns.map(([item, field]) => (
                  <TableCell key={item}>{field.type === 'phone' || field.type === 'email' ? <ContactCell value={row[item]} type={field.type} /> : cellOf(item, field)}</TableCell>
                ))}
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * Remove always shown (react-admin shows it on hover only), reached by keyboard too; a line's inputs
 * wrap onto another line, each at a width a name or a phone number can be read in, rather than
 * narrowing to nothing on a small screen or in a longer language.
 */
const SUB_RECORD_LINES = {
  '& .RaSimpleFormIterator-action': { visibility: 'visible' },
  '& .RaSimpleFormIterator-form': { flex: 1, flexWrap: 'wrap' },
  '& .RaSimpleFormIterator-form > *': { minWidth: 160 },
} as const;

/**
 * A list of sub-records in a form: one line of inputs per item, added and removed in place, no more
 * than the declaration allows. The whole list is checked by the server's rules on save.
 */
export function SubRecordsInput({ source, items, maxItems, inputOf }: { source: string; items: Items; maxItems?: number; inputOf: (name: string, field: FieldDeclaration, label: string) => ReactElement }) {
  const resource = useResourceContext() ?? '';
  const held = useWatch({ name: source }) as unknown;
  const full = maxItems !== undefined && Array.isArray(held) && held.length >= maxItems;
  return (
    <ArrayInput source={source} sx={{ width: '100%' }}>
      <SimpleFormIterator inline disableReordering disableClear disableAdd={full} addButton={<Button label="ra.action.add"><AddIcon /></Button>} sx={SUB_RECORD_LINES}>
        {Object.entries(items).map(([item, field]) => inputOf(item, field, subRecordLabelKey(resource, source, item)))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
