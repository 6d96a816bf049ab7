import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { announceServing, requiredEnv } from '../list-api/childServer';
import { SQLITE_FILE } from '../list-api/databases';

/**
 * The baseline of the page-load benchmark: the least a web page can do to show what the console's
 * pages show. Hand-written HTML with no framework, served by Fastify alone, no sign-in; the rides
 * page asks for the newest rides in one request, answered by one statement on the same database,
 * with the columns of the console's rides list (names in place of ids), and writes them into a table.
 */
const LOGIN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head>
<body><form><label>Email <input type="email" name="email" autocomplete="username" autofocus></label> <button>Next</button></form></body></html>`;

const RIDES_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rides</title></head>
<body><table><thead><tr><th>Ride</th><th>Route</th><th>Date</th><th>Vendor</th><th>Vehicle</th><th>Driver</th><th>Status</th><th>Scheduled start</th></tr></thead>
<tbody></tbody></table>
<script>
fetch('/api/rides').then((response) => response.json()).then((rides) => {
  document.querySelector('tbody').replaceChildren(...rides.map((ride) => {
    const row = document.createElement('tr');
    for (const value of Object.values(ride)) row.insertCell().textContent = value ?? '';
    return row;
  }));
});
</script></body></html>`;

const sqlite = new SQLite(path.join(requiredEnv('BENCH_DATA_DIR'), SQLITE_FILE), { readonly: true });
const newestRides = sqlite.prepare(`
  select rides.display_id, routes.number as route, rides.ride_date, vendors.name as vendor, vehicles.number as vehicle,
    drivers.first_name || ' ' || drivers.last_name as driver, rides.status, rides.scheduled_start
  from (select * from rides order by scheduled_start desc, id desc limit 25) as rides
  join routes on routes.id = rides.route_id
  left join vendors on vendors.id = rides.vendor_id
  left join vehicles on vehicles.id = rides.vehicle_id
  left join drivers on drivers.id = rides.driver_id
  order by rides.scheduled_start desc, rides.id desc`);

const app = Fastify({ logger: false });
app.get('/login', (_request, reply) => reply.type('text/html; charset=utf-8').send(LOGIN_PAGE));
app.get('/rides', (_request, reply) => reply.type('text/html; charset=utf-8').send(RIDES_PAGE));
app.get('/api/rides', async () => newestRides.all());
const address = await app.listen({ port: 0, host: '127.0.0.1' });
announceServing(address, async () => {
  await app.close();
  sqlite.close();
});
