import { Hono } from "hono";
import type { AppEnv } from "../env";

export const publicProfileRoutes = new Hono<AppEnv>();
