import { Hono } from "hono";
import type { AppEnv } from "../env";

export const settingsRoutes = new Hono<AppEnv>();
