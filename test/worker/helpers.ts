import { SELF } from "cloudflare:test";

/** Per-file storage is shared by a file's tests: every helper makes unique users. */
let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers["x-auth-token"] = options.token;
  let body = options.body;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await SELF.fetch(`http://hangout.test${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* non-JSON bodies (images, HTML) are returned as text */
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export interface TestUser {
  id: number;
  /** The client address it registered and logged in from. */
  address: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

/** A distinct client address per call, so per-address rate limits never couple unrelated tests. */
let addressCounter = 0;
export const uniqueAddress = () => `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`;

export async function registerUser(prefix = "user"): Promise<TestUser> {
  const username = unique(prefix).toLowerCase().slice(0, 30);
  const email = `${username}@example.com`;
  const password = "correct horse battery";
  const address = uniqueAddress();
  const headers = { "CF-Connecting-IP": address };
  const registered = await api("POST", "/api/auth/register", { json: { username, email, password }, headers });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await api<{ token: string }>("POST", "/api/auth/login", { json: { email, password }, headers });
  if (!login.body.token) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const payload = JSON.parse(atob(login.body.token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
  return { id: payload.user.id, address, username, email, password, token: login.body.token };
}
