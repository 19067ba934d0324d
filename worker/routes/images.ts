import { Hono } from "hono";
import type { AppEnv } from "../env";

export const imageRoutes = new Hono<AppEnv>();
