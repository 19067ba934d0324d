import { deleteUserWithData } from "../auth/delete-user";
import type { AuthUser, Db, Env } from "../env";
import { HttpError } from "../http/http-error";

/**
 * Settings → Delete Account. Admins are never deleted through the API (DESIGN §7), their own
 * request included: the product would otherwise be left without anyone to manage it.
 */
export async function deleteOwnAccount(db: Db, env: Env, user: AuthUser): Promise<{ message: string }> {
  if (user.isAdmin) throw new HttpError(403, "Administrators cannot delete their own account.");
  await deleteUserWithData(db, env, user.id);
  return { message: "Your account has been deleted." };
}
