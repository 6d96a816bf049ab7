import http from 'node:http';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import type { LiveMessages, SubscribeRequest } from '../../../permissions/liveFeeds';
import { LiveConnection, type LiveState } from '../../../src/providers/live/liveConnection';
import { eventually } from '../../helpers/liveClient';
import { freePort } from '../../helpers/oidcProvider';

jest.setTimeout(30_000);

/** A socket.io server that records subscriptions and lets the test publish, restartable on one port. */
async function fakeLiveServer(port: number, answerOf: (count: number) => unknown = () => ({ ok: true })) {
  const requests: { event: string; request: SubscribeRequest }[] = [];
  const httpServer = http.createServer();
  const ioServer = new Server(httpServer, { path: '/socket.io' });
  ioServer.on('connection', (socket) => {
    for (const event of ['subscribe', 'unsubscribe'] as const) {
      socket.on(event, (request: SubscribeRequest, ack: (answer: unknown) => void) => {
        requests.push({ event, request });
        ack(answerOf(requests.length));
      });
    }
  });
  await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
  return {
    requests,
    publish: (feed: string, message: unknown) => ioServer.emit(feed, message),
    stop: () => new Promise<void>((resolve) => {
      ioServer.disconnectSockets(true);
      void ioServer.close(() => resolve());
    }),
  };
}

const status = (rideId: number, value: string): LiveMessages['ride-status'] => ({
  rideId, displayId: rideId + 100_000, status: value, actualStart: null, actualEnd: null, vehicleId: null, driverId: null, version: 2,
});

describe("the browser's live connection (src/providers/live)", () => {
  it('shares a feed between screens, tells rides apart, and subscribes again after the server restarts', async () => {
    const port = await freePort();
    let server = await fakeLiveServer(port);
    const connection = new LiveConnection(() => io(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 200 }));
    const states: LiveState[] = [];
    connection.onState((state) => states.push(state));
    const list: string[] = [];
    const drawer: string[] = [];
    const ride7: string[] = [];
    const stopList = connection.subscribe('rides-primary', undefined, (change) => list.push(change.status));
    connection.subscribe('rides-primary', undefined, (change) => drawer.push(change.status));
    connection.subscribe('ride-status', { rideId: 7 }, (change) => ride7.push(change.status));

    await eventually(() => server.requests.length === 2, 'one subscription per feed and parameters');
    expect(server.requests.map(({ event, request }) => [event, request.feed, request.params ?? null])).toEqual([
      ['subscribe', 'rides-primary', null], ['subscribe', 'ride-status', { rideId: 7 }],
    ]);
    server.publish('rides-primary', status(7, 'en_route'));
    server.publish('ride-status', status(8, 'completed'));
    server.publish('ride-status', status(7, 'completed'));
    await eventually(() => ride7.length === 1 && drawer.length === 1, 'the messages');
    expect([list, drawer, ride7]).toEqual([['en_route'], ['en_route'], ['completed']]);

    stopList();
    server.publish('rides-primary', status(7, 'cancelled'));
    await eventually(() => drawer.length === 2, 'the second screen still listening');
    expect(list).toEqual(['en_route']);
    expect(server.requests.filter((r) => r.event === 'unsubscribe')).toEqual([]);

    // A restart: the same port, a new server without any subscription; the page is not reloaded.
    await server.stop();
    await eventually(() => connection.state === 'offline', 'the connection lost');
    server = await fakeLiveServer(port);
    await eventually(() => server.requests.length === 2, 'the feeds subscribed again');
    expect(server.requests.map((r) => r.request.feed).sort()).toEqual(['ride-status', 'rides-primary']);
    server.publish('ride-status', status(7, 'en_route'));
    await eventually(() => ride7.length === 2, 'messages after the restart');
    expect(states).toEqual(expect.arrayContaining(['live', 'offline']));
    expect(connection.state).toBe('live');

    connection.close();
    await server.stop();
  });

  it('says "Live" only once every feed is subscribed: a subscription the server could not check is asked again', async () => {
    const port = await freePort();
    const unavailable = { ok: false, code: 'UNAVAILABLE', message: 'The live service is unavailable.' };
    const server = await fakeLiveServer(port, (count) => (count <= 2 ? unavailable : { ok: true }));
    const connection = new LiveConnection(() => io(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'] }));
    const states: LiveState[] = [];
    connection.onState((state) => states.push(state));
    const heard: string[] = [];
    connection.subscribe('ride-status', { rideId: 7 }, (change) => heard.push(change.status));

    await eventually(() => connection.state === 'live', 'live once the subscription held');
    expect(server.requests.map(({ request }) => request.feed)).toEqual(['ride-status', 'ride-status', 'ride-status']);
    expect(states).toEqual(['offline', 'offline', 'live']);
    server.publish('ride-status', status(7, 'en_route'));
    await eventually(() => heard.length === 1, 'the message');

    connection.close();
    await server.stop();
  });
});
