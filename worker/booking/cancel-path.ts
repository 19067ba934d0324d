/** The booker's private cancel page for a booking's link token. */
export const cancelPath = (token: string) => `/cancel/${token}`;
