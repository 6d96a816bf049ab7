/** What the console's address lookup answers (`GET /api/geocode?q=`), on the server and in the browser alike. */

/** The longest address a lookup takes: a record's address field is no longer. */
export const ADDRESS_QUERY_MAX_LENGTH = 300;

/** A place the geocoder found for an address: what it calls it, and where it is. */
export interface AddressCandidate {
  label: string;
  lat: number;
  lng: number;
}

export interface AddressLookupAnswer {
  candidates: AddressCandidate[];
}
