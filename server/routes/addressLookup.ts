import type { FastifyInstance } from 'fastify';
import type { CodeRule } from '../../permissions/codeRules';
import { RESOURCES } from '../../resources';
import { ADDRESS_QUERY_MAX_LENGTH, type AddressLookupAnswer } from '../../resources/engine/location';
import { accountAccessOf } from '../access';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { addressLookupFor, geocoderUserAgent, LookupBusy, LookupUnavailable } from '../geocoding/addressLookup';
import { readerLocaleOf } from '../requestLocale';

/** Whoever may write a record that stands somewhere (a student's home, a campus) may look its address up. */
const LOCATED_WRITES: CodeRule[] = RESOURCES.filter((resource) => resource.location)
  .flatMap((resource) => [resource.permissions.create, resource.permissions.edit].filter((rule): rule is CodeRule => Boolean(rule)));

export const GEOCODER_OFF_MESSAGE = 'No address lookup is set up for this console: place the pin on the map.';
export const GEOCODER_DOWN_MESSAGE = 'The address lookup service is not answering. Place the pin on the map, or save as it is: the location is kept as not verified.';
export const GEOCODER_BUSY_MESSAGE = 'Too many addresses are being looked up at once. Try again in a moment.';

const querySchema = {
  type: 'object',
  properties: { q: { type: 'string', minLength: 1, maxLength: ADDRESS_QUERY_MAX_LENGTH } },
  required: ['q'],
  additionalProperties: false,
} as const;

/**
 * `GET /api/geocode?q=<address>`: the places the configured geocoder finds for an address, asked by
 * the server (the service's key and usage policy stay here). 404 when none is set up, 503 when it
 * does not answer, 429 when too many lookups wait for its rate.
 */
export async function addressLookupRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const settings = context.config.geocoder;
  const lookup = settings && addressLookupFor(settings, geocoderUserAgent(context.config));

  app.get<{ Querystring: { q: string } }>('/api/geocode', {
    config: { access: { gate: LOCATED_WRITES } }, schema: { querystring: querySchema },
  }, async (request): Promise<AddressLookupAnswer> => {
    if (!lookup) throw new HttpError(404, GEOCODER_OFF_MESSAGE, 'GEOCODER_OFF');
    const query = request.query.q.trim();
    if (!query) throw new HttpError(400, 'q must name an address.', 'BAD_REQUEST', 'q');
    const { session } = await accountAccessOf(request, context);
    try {
      return { candidates: await lookup.lookUp(query, readerLocaleOf(request, session.locale)) };
    } catch (error) {
      if (error instanceof LookupBusy) throw new HttpError(429, GEOCODER_BUSY_MESSAGE, 'GEOCODER_BUSY');
      if (error instanceof LookupUnavailable) {
        request.log.warn({ reason: error.message }, 'address lookup failed');
        throw new HttpError(503, GEOCODER_DOWN_MESSAGE, 'GEOCODER_DOWN');
      }
      throw error;
    }
  });
}
