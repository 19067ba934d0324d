import { useEffect, useState } from "react";
import { EVENT_TYPES_FETCH_FAILED, SCHEDULES_FETCH_FAILED } from "../../api/messages";
import { fetchTeam, type TeamDetail } from "../teams/teams-api";
import { fetchEventTypes, fetchScheduleOptions, type EventType, type ScheduleOption } from "./event-types-api";
import { fetchTeamEventTypes } from "./team-event-types-api";

/** Resolves to the fallback after logging: these failures are logged only. */
function loggedOnFailure<T>(load: Promise<T>, message: string, fallback: T): Promise<T> {
  return load.catch((failure: unknown) => {
    console.error(message, failure);
    return fallback;
  });
}

export interface BookingTypes {
  /** Null while loading. */
  eventTypes: EventType[] | null;
  schedules: ScheduleOption[];
  /** The team shown, with its members (the possible hosts); null for the user's own types. */
  team: TeamDetail | null;
}

async function load(teamId: number | null): Promise<BookingTypes> {
  if (teamId === null) {
    const [eventTypes, schedules] = await Promise.all([
      loggedOnFailure(fetchEventTypes(), EVENT_TYPES_FETCH_FAILED, []),
      loggedOnFailure(fetchScheduleOptions(), SCHEDULES_FETCH_FAILED, []),
    ]);
    return { eventTypes, schedules, team: null };
  }
  const [eventTypes, team] = await Promise.all([
    loggedOnFailure(fetchTeamEventTypes(teamId), EVENT_TYPES_FETCH_FAILED, []),
    loggedOnFailure(fetchTeam(teamId).then((detail): TeamDetail | null => detail), EVENT_TYPES_FETCH_FAILED, null),
  ]);
  return { eventTypes, schedules: [], team };
}

/** The booking types of the user (teamId null) or of one of their teams, read again when the choice changes. */
export function useBookingTypes(teamId: number | null) {
  const [data, setData] = useState<BookingTypes>({ eventTypes: null, schedules: [], team: null });

  useEffect(() => {
    let current = true;
    setData({ eventTypes: null, schedules: [], team: null });
    void load(teamId).then((loaded) => current && setData(loaded));
    return () => {
      current = false;
    };
  }, [teamId]);

  const setEventTypes = (update: (list: EventType[]) => EventType[]) =>
    setData((current) => ({ ...current, eventTypes: current.eventTypes ? update(current.eventTypes) : current.eventTypes }));

  return { ...data, setEventTypes };
}
