/*
 * The Jitsi server a booking's video room is made on (docs/MEETING-PLACES.md): the host's own
 * (`users.jitsi_base`) or, for a team type, the team's (`teams.jitsi_base`), else the instance's (`JITSI_BASE`), else the public meet.jit.si.
 */

export const DEFAULT_JITSI_BASE = "https://meet.jit.si";

/**
 * An https origin with an optional path, its trailing slashes trimmed ("https://meet.example.com/rooms");
 * null for anything else. No query or fragment: the room name is appended after a slash.
 */
export function jitsiBaseOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/** The base a host's (or team's) rooms use: theirs, else the instance's (when it is a valid base), else meet.jit.si. */
export const effectiveJitsiBase = (hostBase: string | null, instanceBase: string | undefined): string =>
  hostBase ?? (instanceBase === undefined ? null : jitsiBaseOf(instanceBase)) ?? DEFAULT_JITSI_BASE;
