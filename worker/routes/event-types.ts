import { Hono } from "hono";
import type { AppEnv } from "../env";

export const eventTypeRoutes = new Hono<AppEnv>();
