import simpleRestProvider from 'ra-data-simple-rest';
import { Admin, ListGuesser, Resource } from 'react-admin';

/** The baseline: react-admin as its tutorial starts, one resource listed by a ListGuesser. */
export default function BareAdmin() {
  return (
    <Admin dataProvider={simpleRestProvider('/api')}>
      <Resource name="posts" list={ListGuesser} />
    </Admin>
  );
}
