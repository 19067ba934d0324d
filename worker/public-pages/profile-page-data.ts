import type { ProfilePageData as SharedProfilePageData } from "../../shared/public-page-data";
import type { Db } from "../env";
import { type PublicProfile, readPublicProfile } from "../profile/public-profile";

export type ProfilePageData = SharedProfilePageData<PublicProfile>;

/** What /u/{username} shows, as GET /api/public/user/{username} answers it. */
export async function readProfilePageData(db: Db, username: string): Promise<ProfilePageData> {
  return { found: true, ...(await readPublicProfile(db, username)) };
}
