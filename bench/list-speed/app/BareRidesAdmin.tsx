import simpleRestProvider from 'ra-data-simple-rest';
import {
  Admin, Datagrid, DateField, Edit, List, ListGuesser, NumberField, NumberInput, ReferenceField, ReferenceInput, Resource,
  SelectField, SelectInput, SimpleForm, TextInput, type RaRecord,
} from 'react-admin';

/**
 * The baseline of the list-speed benchmark: react-admin as its tutorial writes it, over the stored
 * rows as they are (snake_case, ids for references). The rides list has the console's columns, each
 * sortable, and a status filter; a vehicle's edit form has the console's fields. The save waits for
 * the server's answer before its notice and goes back to the list, as the console's does.
 */
const choices = (...ids: string[]) => ids.map((id) => ({ id, name: id[0].toUpperCase() + id.slice(1).replace(/_/g, ' ') }));

const RIDE_STATUSES = choices('scheduled', 'assigned', 'en_route', 'completed', 'cancelled');

const RideList = () => (
  <List sort={{ field: 'scheduled_start', order: 'DESC' }} perPage={25} filters={[<SelectInput key="status" source="status" choices={RIDE_STATUSES} />]}>
    <Datagrid>
      <NumberField source="display_id" label="Ride #" options={{ useGrouping: false }} />
      <ReferenceField source="route_id" reference="routes" label="Run" />
      <DateField source="ride_date" label="Date" />
      <ReferenceField source="vendor_id" reference="vendors" label="Vendor" />
      <ReferenceField source="vehicle_id" reference="vehicles" label="Vehicle" />
      <ReferenceField source="driver_id" reference="drivers" label="Driver" />
      <SelectField source="status" choices={RIDE_STATUSES} />
      <DateField source="scheduled_start" label="Scheduled start" showTime />
    </Datagrid>
  </List>
);

const VehicleEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <TextInput source="number" />
      <ReferenceInput source="vendor_id" reference="vendors" />
      <ReferenceInput source="yard_id" reference="yards" />
      <SelectInput source="type" choices={choices('bus', 'van', 'car')} />
      <NumberInput source="seats" />
      <NumberInput source="wheelchair_positions" />
      <TextInput source="make" />
      <TextInput source="model" />
      <NumberInput source="year" />
      <TextInput source="vin" />
      <TextInput source="plate" />
      <SelectInput source="status" choices={choices('in_service', 'out_of_service', 'spare', 'retired')} />
      <SelectInput source="maintenance_status" choices={choices('ok', 'service_due', 'in_shop')} />
      <NumberInput source="odometer" />
      <TextInput source="gps_device_id" />
    </SimpleForm>
  </Edit>
);

const driverName = (driver: RaRecord) => `${driver.first_name} ${driver.last_name}`;

export default function BareRidesAdmin() {
  return (
    <Admin dataProvider={simpleRestProvider('/api')}>
      <Resource name="rides" list={RideList} />
      <Resource name="vehicles" list={ListGuesser} edit={VehicleEdit} recordRepresentation="number" />
      <Resource name="routes" recordRepresentation="number" />
      <Resource name="vendors" recordRepresentation="name" />
      <Resource name="yards" recordRepresentation="name" />
      <Resource name="drivers" recordRepresentation={driverName} />
    </Admin>
  );
}
