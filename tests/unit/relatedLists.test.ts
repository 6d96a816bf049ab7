import { declarationOf, RESOURCES } from '../../resources';

/** Every "related" list of a declaration reads another entity's list through a field that names this record. */
describe('the related lists the declarations give their records pages', () => {
  const lists = RESOURCES.flatMap((resource) => (resource.related ?? []).map((related) => [resource.name, related.resource, related] as const));

  it('are declared for the records people open to find what belongs to them', () => {
    const declared = new Set(lists.map(([owner]) => owner));
    for (const owner of ['students', 'routes', 'drivers', 'vehicles', 'campuses', 'districts', 'vendors', 'yards']) expect([owner, declared.has(owner)]).toEqual([owner, true]);
  });

  it.each(lists)('%s → %s: a declared entity, its target a reference to the record, its dates and order its own fields', (owner, _name, related) => {
    const declaration = declarationOf(related.resource);
    expect(declaration).toBeDefined();
    const target = declaration!.fields[related.target];
    expect([related.target, target?.type, target?.reference]).toEqual([related.target, 'reference', owner]);
    if (related.dated) expect(declaration!.fields[related.dated.field]?.type).toBe('date');
    if (related.sort) expect(declaration!.fields[related.sort.field]).toBeDefined();
  });
});
