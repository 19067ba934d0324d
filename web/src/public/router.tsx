import BookingPage from "../pages/booking/booking-page";
import CancelPage from "../pages/cancel/cancel-page";
import ProfilePage from "../pages/profile/profile-page";
import ReschedulePage from "../pages/reschedule/reschedule-page";
import { PublicNotFound } from "./public-not-found";

/*
 * Four routes, each page a full navigation away from the others, so the path picks the page once:
 * no client-side router (react-router would add ~20 KB to the visitor's download).
 */
const ROUTES = [
  { pattern: /^\/book\/[^/]+\/?$/, Page: BookingPage },
  { pattern: /^\/cancel\/[^/]+\/?$/, Page: CancelPage },
  { pattern: /^\/reschedule\/[^/]+\/?$/, Page: ReschedulePage },
  { pattern: /^\/u\/[^/]+\/?$/, Page: ProfilePage },
];

export function PublicPage() {
  const route = ROUTES.find(({ pattern }) => pattern.test(window.location.pathname));
  return route ? <route.Page /> : <PublicNotFound />;
}
