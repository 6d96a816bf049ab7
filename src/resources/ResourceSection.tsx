import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { useLiveRecordPatches } from '../providers/live/liveRecordPatches';
import type { SectionScreenProps } from '../shell/routes/sectionRoutes';
import { CUSTOM_SHOW_VIEWS } from './customViews';
import { ResourceCreate, ResourceEdit, ResourceList } from './GeneratedViews';
import { ResourceShow } from './RecordShow';

function LiveRecordUpdates({ resource }: { resource: string }) {
  useLiveRecordPatches(resource);
  return null;
}

/**
 * A declared entity's screens under its section path — list, create, show, edit — the same in the
 * main area and in the drawer outlet, where react-admin's own routing does not reach.
 */
export default function ResourceSection({ resource }: SectionScreenProps) {
  if (!resource) return null;
  const CustomShow = CUSTOM_SHOW_VIEWS[resource.name];
  const show = CustomShow ? <CustomShow /> : <ResourceShow resource={resource} />;
  return (
    <ResourceContextProvider value={resource.name}>
      <LiveRecordUpdates resource={resource.name} />
      <Routes>
        <Route index element={<ResourceList resource={resource} />} />
        {resource.permissions.create && <Route path="create" element={<ResourceCreate resource={resource} />} />}
        <Route path=":id/show" element={show} />
        {resource.permissions.edit && <Route path=":id" element={<ResourceEdit resource={resource} />} />}
        <Route path=":id" element={show} />
      </Routes>
    </ResourceContextProvider>
  );
}
