import { Typography } from '@mui/material';
import { useContext } from 'react';
import { Link, ListContext, ReferenceField, useCreatePath, useGetRecordRepresentation, useRecordContext, type RaRecord } from 'react-admin';
import { RESOURCES } from '../../resources';
import { useRecordName } from './useRecordName';
import { SCROLL_TO_TOP, stopRowClick } from './rowLinks';

interface ReferenceCellProps {
  source: string;
  reference: string;
  sortable?: boolean;
}

/**
 * A reference column of a generated list. The page's referenced records come with it
 * (`meta.prefetched`, see providers/listPage.ts), so a cell draws its link straight from them,
 * without the query, access checks and effects ReferenceField runs for every cell of every row.
 * Elsewhere (a record page), or for a record the page did not bring, it is ReferenceField, which
 * asks for the record.
 */
export function ReferenceCell({ source, reference, sortable }: ReferenceCellProps) {
  const record = useRecordContext();
  // Outside a list (a record page) there is no page to take the record from.
  const meta = useContext(ListContext)?.meta;
  const createPath = useCreatePath();
  // The declaration says how its records read from the first drawing on; react-admin learns it only
  // once its <Resource> elements are registered, in an effect (a page drawn on the server has none).
  const declared = RESOURCES.some((resource) => resource.name === reference);
  const nameOf = useRecordName(reference);
  const representByDefault = useGetRecordRepresentation(reference);
  const represent = (referenced: RaRecord) => (declared ? nameOf(referenced) : representByDefault(referenced));
  const id = record?.[source];
  if (id === null || id === undefined) return null;
  const referenced = (meta?.prefetched?.[reference] as RaRecord[] | undefined)?.find((candidate) => candidate.id === id);
  if (!referenced) return <ReferenceField source={source} reference={reference} sortable={sortable} link="show" />;
  const name = represent(referenced);
  return (
    <span className="RaReferenceField-root">
      <Link to={createPath({ resource: reference, id, type: 'show' })} className="RaReferenceField-link" onClick={stopRowClick} state={SCROLL_TO_TOP}>
        {/* A code of one word ("AM-01003") stays whole; a name of several words wraps between them. */}
        <Typography component="span" variant="body2" sx={/\s/.test(String(name)) ? undefined : { whiteSpace: 'nowrap' }}>{name}</Typography>
      </Link>
    </span>
  );
}
