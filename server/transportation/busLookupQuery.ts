import { ADDRESS_MAX_LENGTH, ADDRESS_MIN_LENGTH, type BusLookupQuery } from '../../resources/transportation-requests/busLookup';
import { badRequest } from '../errors';

const ID = /^[1-9][0-9]{0,9}$/;
const DECIMAL = /^-?[0-9]{1,3}(\.[0-9]{1,12})?$/;

const idOf = (name: string, raw: string | undefined) => {
  if (raw === undefined) return undefined;
  if (!ID.test(raw)) throw badRequest(`${name} must be a record id (a whole number from 1).`, 'INVALID_PARAMETER');
  return Number(raw);
};

const coordinateOf = (name: string, raw: string | undefined, limit: number) => {
  if (raw === undefined) return undefined;
  const value = DECIMAL.test(raw) ? Number(raw) : NaN;
  if (!(Math.abs(value) <= limit)) throw badRequest(`${name} must be a number from -${limit} to ${limit}.`, 'INVALID_PARAMETER');
  return value;
};

/**
 * The bus lookup's query checked, each problem named: a campus (or a request that names one) and a
 * home, as coordinates (lat and lng together) or as an address.
 */
export function parseBusLookupQuery(query: Record<string, string | undefined>): BusLookupQuery {
  const parsed: BusLookupQuery = {
    campusId: idOf('campusId', query.campusId),
    requestId: idOf('requestId', query.requestId),
    lat: coordinateOf('lat', query.lat, 90),
    lng: coordinateOf('lng', query.lng, 180),
    address: query.address?.trim().replace(/\s+/g, ' ') || undefined,
  };
  if ((parsed.lat === undefined) !== (parsed.lng === undefined)) throw badRequest('lat and lng go together: give both, or an address.', 'INVALID_PARAMETER');
  if (parsed.address !== undefined && (parsed.address.length < ADDRESS_MIN_LENGTH || parsed.address.length > ADDRESS_MAX_LENGTH)) {
    throw badRequest(`address must be ${ADDRESS_MIN_LENGTH} to ${ADDRESS_MAX_LENGTH} characters.`, 'INVALID_PARAMETER');
  }
  if (parsed.requestId === undefined) {
    if (parsed.campusId === undefined) throw badRequest('campusId is required (or a requestId, whose campus is used).', 'INVALID_PARAMETER');
    if (parsed.lat === undefined && parsed.address === undefined) throw badRequest('Give the home as lat and lng, or as an address.', 'INVALID_PARAMETER');
  }
  return parsed;
}
