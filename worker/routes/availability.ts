import { Hono } from "hono";
import type { AppEnv } from "../env";

export const availabilityRoutes = new Hono<AppEnv>();
