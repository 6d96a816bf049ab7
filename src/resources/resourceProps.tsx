import type { ResourceProps } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { representRecord } from '../../resources/engine/readableValues';
import { ResourceCreate, ResourceEdit, ResourceList } from './GeneratedViews';
import { ResourceShow } from './RecordShow';

export type ViewOverrides = Partial<Pick<ResourceProps, 'list' | 'show' | 'edit' | 'create'>>;

/**
 * The <Resource> props of a declared entity: generated views, each replaceable by hand. Edit and
 * create exist only where the declaration offers them.
 */
export function resourceProps(resource: ResourceDeclaration, overrides: ViewOverrides = {}): ResourceProps {
  return {
    name: resource.name,
    list: () => <ResourceList resource={resource} />,
    show: () => <ResourceShow resource={resource} />,
    edit: resource.permissions.edit ? () => <ResourceEdit resource={resource} /> : undefined,
    create: resource.permissions.create ? () => <ResourceCreate resource={resource} /> : undefined,
    recordRepresentation: (record) => representRecord(resource.recordRepresentation, record),
    ...overrides,
  };
}
