import { CATALOGUES, LOCALES } from '../../i18n';
import { RESOURCES } from '../../resources';

describe('every declared resource and field has a label in every language', () => {
  it.each(LOCALES.map((l) => l.code))('%s', (code) => {
    const catalogue = CATALOGUES[code].resources as Record<string, { name: string; fields: Record<string, string> }>;
    for (const resource of RESOURCES) {
      expect([resource.name, typeof catalogue[resource.name]?.name]).toEqual([resource.name, 'string']);
      for (const field of Object.keys(resource.fields)) {
        expect([resource.name, field, typeof catalogue[resource.name].fields[field]]).toEqual([resource.name, field, 'string']);
      }
    }
  });
});

describe('every choice value of a declared field reads in every language', () => {
  it.each(LOCALES.map((l) => l.code))('%s', (code) => {
    const choices = CATALOGUES[code].choices as Record<string, string>;
    for (const resource of RESOURCES) {
      for (const [field, declaration] of Object.entries(resource.fields)) {
        for (const value of declaration.choices ?? []) expect([resource.name, field, value, typeof choices[value]]).toEqual([resource.name, field, value, 'string']);
      }
    }
  });
});
