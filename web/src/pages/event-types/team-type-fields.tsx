import { useId } from "react";
import { HOST_PRIORITIES, type HostPriority, type TeamAssignment } from "../../../../worker/domain/team-terms";
import { FormField } from "../../components/ui/form-field";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { errorText } from "./form-error";
import { PRIORITY_LABELS, type HostDraft, type TeamTypeErrors, type TeamTypeValues } from "./team-type-values";

interface TeamTypeFieldsProps {
  values: TeamTypeValues;
  errors: TeamTypeErrors;
  onChange: (values: TeamTypeValues) => void;
}

const KINDS: readonly { value: TeamAssignment; label: HostMessageKey; hint: HostMessageKey }[] = [
  { value: "round-robin", label: "eventtypes.team.roundRobin", hint: "eventtypes.team.roundRobinHint" },
  { value: "collective", label: "eventtypes.team.collective", hint: "eventtypes.team.collectiveHint" },
];

/** Booking Setup → a team type's kind and hosts, in place of a personal type's schedule. */
export function TeamTypeFields({ values, errors, onChange }: TeamTypeFieldsProps) {
  const roundRobin = values.assignment === "round-robin";
  const weightsId = useId();
  const hostsErrorId = useId();
  const i18n = useHostI18n();
  const { t } = i18n;
  const set = (change: Partial<TeamTypeValues>) => onChange({ ...values, ...change });
  const setHost = (userId: number, change: Partial<HostDraft>) =>
    set({ hosts: values.hosts.map((host) => (host.userId === userId ? { ...host, ...change } : host)) });

  return (
    <>
      <fieldset className="limits-fields team-kind">
        <legend>{t("eventtypes.team.kind")}</legend>
        {KINDS.map((kind) => (
          <label key={kind.value} className="choice-row">
            <input type="radio" name="assignment" value={kind.value} checked={values.assignment === kind.value} onChange={() => set({ assignment: kind.value })} />
            <span>
              {t(kind.label)}
              <span className="field-hint">{t(kind.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="limits-fields team-hosts" aria-describedby={errors.hosts || errors.weights ? hostsErrorId : undefined}>
        <legend>{t("eventtypes.team.hosts")}</legend>
        <p className="field-hint">{t("eventtypes.team.hostsHint")}</p>
        {roundRobin && (
          <label className="checkbox-row" htmlFor={weightsId}>
            <input id={weightsId} type="checkbox" checked={values.useWeights} onChange={(e) => set({ useWeights: e.target.checked })} />
            {t("eventtypes.team.useWeights")}
          </label>
        )}
        <ul className="host-list" aria-label={t("eventtypes.team.members")}>
          {values.hosts.map((host) => (
            <HostRow key={host.userId} host={host} roundRobin={roundRobin} weighted={roundRobin && values.useWeights} onChange={(change) => setHost(host.userId, change)} />
          ))}
        </ul>
        {(errors.hosts ?? errors.weights) && (
          <p id={hostsErrorId} className="field-error" role="alert">
            {errorText(i18n, errors.hosts ?? errors.weights)}
          </p>
        )}
      </fieldset>
      {roundRobin && (
        <FormField
          label={t("eventtypes.team.equalDistribution")}
          error={errorText(i18n, errors.equalDistribution)}
          hint={t("eventtypes.team.equalDistributionHint")}
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
  const { t } = useHostI18n();
  return (
    <li className="host-row">
      <label className="checkbox-row" htmlFor={tickId}>
        <input id={tickId} type="checkbox" checked={host.selected} onChange={(e) => onChange({ selected: e.target.checked })} />
        {host.username}
      </label>
      {roundRobin && host.selected && (
        <select aria-label={t("eventtypes.team.priorityOf", { name: host.username })} value={host.priority} onChange={(e) => onChange({ priority: e.target.value as HostPriority })}>
          {HOST_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(PRIORITY_LABELS[priority])}
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
          aria-label={t("eventtypes.team.weightOf", { name: host.username })}
          value={host.weight}
          onChange={(e) => onChange({ weight: e.target.value })}
        />
      )}
    </li>
  );
}
