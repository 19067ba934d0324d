import { Hono } from "hono";
import type { AppEnv } from "../env";

export const publicBookingRoutes = new Hono<AppEnv>();
