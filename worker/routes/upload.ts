import { Hono } from "hono";
import type { AppEnv } from "../env";

export const uploadRoutes = new Hono<AppEnv>();
