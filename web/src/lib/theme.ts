import { useEffect, useState } from "react";

/** Theme preference, kept in localStorage under `theme`. */
export type ThemePreference = "light" | "dark" | "system";

const THEME_KEY = "theme";
const darkQuery = window.matchMedia("(prefers-color-scheme: dark)");

export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

/** `dark` on <html> when the preference is dark, or system while the OS prefers dark. */
export function applyTheme(preference: ThemePreference = readThemePreference()): void {
  const dark = preference === "dark" || (preference === "system" && darkQuery.matches);
  document.documentElement.classList.toggle("dark", dark);
}

export function saveThemePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(THEME_KEY, preference);
  } catch {
    // Without storage the choice holds for this page only.
  }
  applyTheme(preference);
}

/** Applies the stored theme now and keeps following the OS while the preference is system. */
export function startTheme(): void {
  applyTheme();
  darkQuery.addEventListener("change", () => {
    if (readThemePreference() === "system") applyTheme("system");
  });
}

export function useThemePreference(): [ThemePreference, (next: ThemePreference) => void] {
  const [preference, setPreference] = useState<ThemePreference>(readThemePreference);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_KEY) return;
      setPreference(readThemePreference());
      applyTheme();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  const choose = (next: ThemePreference) => {
    saveThemePreference(next);
    setPreference(next);
  };
  return [preference, choose];
}
