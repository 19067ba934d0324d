import { Hono } from "hono";
import type { AppEnv } from "../env";

export const eventRoutes = new Hono<AppEnv>();
