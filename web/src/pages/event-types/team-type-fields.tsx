import { useId } from "react";
import { HOST_PRIORITIES, type HostPriority, type TeamAssignment } from "../../../../worker/domain/team-terms";
import { FormField } from "../../components/ui/form-field";
import { PRIORITY_LABELS, type HostDraft, type TeamTypeErrors, type TeamTypeValues } from "./team-type-values";

interface TeamTypeFieldsProps {
  values: TeamTypeValues;
  errors: TeamTypeErrors;
  onChange: (values: TeamTypeValues) => void;
}

const KINDS: readonly { value: TeamAssignment; label: string; hint: string }[] = [
  { value: "round-robin", label: "Round-robin", hint: "A time is offered when any host is free; the booking goes to one of them." },
  { value: "collective", label: "Collective", hint: "A time is offered when every host is free; every host is on the booking." },
];

/** Booking Setup → a team type's kind and hosts, in place of a personal type's schedule. */
export function TeamTypeFields({ values, errors, onChange }: TeamTypeFieldsProps) {
  const roundRobin = values.assignment === "round-robin";
  const weightsId = useId();
  const hostsErrorId = useId();
  const set = (change: Partial<TeamTypeValues>) => onChange({ ...values, ...change });
  const setHost = (userId: number, change: Partial<HostDraft>) =>
    set({ hosts: values.hosts.map((host) => (host.userId === userId ? { ...host, ...change } : host)) });

  return (
    <>
      <fieldset className="limits-fields team-kind">
        <legend>Kind</legend>
        {KINDS.map((kind) => (
          <label key={kind.value} className="choice-row">
            <input type="radio" name="assignment" value={kind.value} checked={values.assignment === kind.value} onChange={() => set({ assignment: kind.value })} />
            <span>
              {kind.label}
              <span className="field-hint">{kind.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="limits-fields team-hosts" aria-describedby={errors.hosts || errors.weights ? hostsErrorId : undefined}>
        <legend>Hosts</legend>
        <p className="field-hint">Each host's own schedule, time zone and calendars decide when they are free.</p>
        {roundRobin && (
          <label className="checkbox-row" htmlFor={weightsId}>
            <input id={weightsId} type="checkbox" checked={values.useWeights} onChange={(e) => set({ useWeights: e.target.checked })} />
            Use weights (a host with weight 2 gets twice the bookings of a host with weight 1)
          </label>
        )}
        <ul className="host-list" aria-label="Team members">
          {values.hosts.map((host) => (
            <HostRow key={host.userId} host={host} roundRobin={roundRobin} weighted={roundRobin && values.useWeights} onChange={(change) => setHost(host.userId, change)} />
          ))}
        </ul>
        {(errors.hosts ?? errors.weights) && (
          <p id={hostsErrorId} className="field-error" role="alert">
            {errors.hosts ?? errors.weights}
          </p>
        )}
      </fieldset>
      {roundRobin && (
        <FormField
          label="Equal distribution"
          error={errors.equalDistribution}
          hint="Optional: a host more than this many bookings ahead of the least-booked host is not offered until the others catch up."
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={values.equalDistribution}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => set({ equalDistribution: e.target.value })}
            />
          )}
        </FormField>
      )}
    </>
  );
}

interface HostRowProps {
  host: HostDraft;
  roundRobin: boolean;
  weighted: boolean;
  onChange: (change: Partial<HostDraft>) => void;
}

function HostRow({ host, roundRobin, weighted, onChange }: HostRowProps) {
  const tickId = useId();
  return (
    <li className="host-row">
      <label className="checkbox-row" htmlFor={tickId}>
        <input id={tickId} type="checkbox" checked={host.selected} onChange={(e) => onChange({ selected: e.target.checked })} />
        {host.username}
      </label>
      {roundRobin && host.selected && (
        <select aria-label={`Priority of ${host.username}`} value={host.priority} onChange={(e) => onChange({ priority: e.target.value as HostPriority })}>
          {HOST_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {PRIORITY_LABELS[priority]} priority
            </option>
          ))}
        </select>
      )}
      {weighted && host.selected && (
        <input
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          aria-label={`Weight of ${host.username}`}
          value={host.weight}
          onChange={(e) => onChange({ weight: e.target.value })}
        />
      )}
    </li>
  );
}
