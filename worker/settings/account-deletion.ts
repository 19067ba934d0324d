import { deleteUserWithData } from "../auth/delete-user";
import { countUpcomingBookings } from "../booking/cancel-booking";
import type { AuthUser, Db, Env } from "../env";
import { HttpError } from "../http/http-error";

/**
 * Settings → Delete Account. Admins are never deleted through the API (docs/DECISIONS.md, Security), their own
 * request included: the product would otherwise be left without anyone to manage it.
 */
export async function deleteOwnAccount(db: Db, env: Env, user: AuthUser, now: number): Promise<{ message: string }> {
  if (user.isAdmin) throw new HttpError(403, "Administrators cannot delete their own account.");
  await deleteUserWithData(db, env, user.id, now);
  return { message: "Your account has been deleted." };
}

/** What deleting the account would cancel, for the confirmation to say so. */
export async function accountDeletionImpact(db: Db, user: AuthUser, now: number): Promise<{ upcoming_bookings: number }> {
  return { upcoming_bookings: await countUpcomingBookings(db, user.id, now) };
}
