/** Seats per time of a booking type (docs/SEATS.md): the API's bounds, which the SPA's editor checks too. */
export const MIN_SEATS = 2;
export const MAX_SEATS = 500;
