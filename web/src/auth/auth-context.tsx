import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { LoadingScreen } from "../components/loading-screen";
import { decodeSessionToken, type SessionUser } from "./session-user";
import { getToken, setToken, subscribeToToken } from "./session-store";

export interface Session {
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** Stores a fresh token (after login or two-factor verification). */
  login: (token: string) => void;
  /** Clears the token and the user. */
  logout: () => void;
}

const SessionContext = createContext<Session | null>(null);

function userOf(token: string | null): SessionUser | null {
  if (!token) return null;
  try {
    const { user, expiresAt } = decodeSessionToken(token);
    return expiresAt !== null && expiresAt <= Date.now() ? null : user;
  } catch (error) {
    console.error("Could not decode the session token; signing out.", error);
    return null;
  }
}

/** The session: nothing below renders until the token has been read. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToToken, getToken);
  const user = useMemo(() => userOf(token), [token]);
  // Only an unreadable or expired token waits for the effect below: a server-rendered public page is replaced at once.
  const [loading, setLoading] = useState(() => token !== null && user === null);

  useEffect(() => {
    // An unreadable or expired token is worth nothing: drop it so every part of the app agrees.
    if (token && !user) setToken(null);
    setLoading(false);
  }, [token, user]);

  const login = useCallback((next: string) => setToken(next), []);
  const logout = useCallback(() => setToken(null), []);
  const session = useMemo<Session>(
    () => ({ token: user ? token : null, user, isAuthenticated: user !== null, login, logout }),
    [token, user, login, logout],
  );

  if (loading) return <LoadingScreen />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useAuth(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useAuth must be used inside <AuthProvider>.");
  return session;
}
