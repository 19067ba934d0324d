/*
 * The session token lives in localStorage under `token`. This tiny store is the one place
 * that reads and writes it, so the API client, the React session hook and other tabs agree on it.
 * It imports nothing: public pages may use it without pulling in the host app.
 */
const TOKEN_KEY = "token";
const listeners = new Set<() => void>();

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let token: string | null = readStoredToken();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return token;
}

/** Stores a token, or removes it when given null (logout). */
export function setToken(next: string | null): void {
  token = next;
  try {
    if (next === null) localStorage.removeItem(TOKEN_KEY);
    else localStorage.setItem(TOKEN_KEY, next);
  } catch {
    // Storage may be unavailable (private mode); the session then lasts as long as the page.
  }
  notify();
}

export function subscribeToToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Signing in or out in another tab applies here too.
window.addEventListener("storage", (event) => {
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  token = readStoredToken();
  notify();
});
