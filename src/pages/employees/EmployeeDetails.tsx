import Stack from '@mui/material/Stack';
import { useResourceContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RESOURCES } from '../../../resources';
import { ResourceShow } from '../../resources/RecordShow';
import { EmployeeSignInCard } from './EmployeeSignInCard';

/** An employee of a staff directory (vendor or school employees): their record, then their sign-in and its codes. */
export default function EmployeeDetails() {
  const name = useResourceContext();
  const { id } = useParams<{ id: string }>();
  const resource = RESOURCES.find((declared) => declared.name === name);
  if (!resource || !id) return null;
  return (
    <Stack spacing={2}>
      <ResourceShow resource={resource} />
      <EmployeeSignInCard resource={resource} id={id} />
    </Stack>
  );
}
