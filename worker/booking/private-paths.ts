/** The booker's private pages for a booking's link token: cancel it, or move it to another time. */
export const cancelPath = (token: string) => `/cancel/${token}`;
export const reschedulePath = (token: string) => `/reschedule/${token}`;
