/** The line a delete confirmation adds when bookings are still ahead; null when there are none. */
export function upcomingBookingsNote(count: number): string | null {
  if (count <= 0) return null;
  if (count === 1) return "1 upcoming booking will be cancelled and its booker notified by email.";
  return `${count} upcoming bookings will be cancelled and their bookers notified by email.`;
}
