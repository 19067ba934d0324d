/** Seeds a bookable host through the public API of a running app, as a real host would. */
export interface SeededHost {
  token: string;
  slug: string;
  username: string;
}

async function call<T>(url: string, method: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...(token ? { "x-auth-token": token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.error}`);
  return json;
}

export async function seedHost(base: string, username = "benchhost"): Promise<SeededHost> {
  const email = `${username}@example.com`;
  const password = "bench password 1";
  await call(`${base}/api/auth/register`, "POST", { username, email, password });
  const { token } = await call<{ token: string }>(`${base}/api/auth/login`, "POST", { email, password });
  const schedule = await call<{ id: number }>(
    `${base}/api/availability/schedules`,
    "POST",
    { name: "Working hours", timezone: "America/New_York" },
    token,
  );
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, start_time: "09:00", end_time: "17:00" }));
  await call(`${base}/api/availability/rules/${schedule.id}`, "PUT", { rules: weekdays }, token);
  const eventType = await call<{ slug: string }>(
    `${base}/api/event-types`,
    "POST",
    {
      title: "Bench Call",
      location: "Online",
      description: "",
      schedule_id: schedule.id,
      durations: [30, 60],
      default_duration: 30,
      is_public: true,
      image_url: null,
      buffer_time: 0,
    },
    token,
  );
  return { token, slug: eventType.slug, username };
}
