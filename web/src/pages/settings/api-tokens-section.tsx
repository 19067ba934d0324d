import { useEffect, useId, useState, type FormEvent } from "react";
import { isolateIn } from "../../../../shared/i18n/bidi";
import { intlTag } from "../../../../shared/i18n/calendar-conventions";
import { hostErrorText } from "../../i18n/host-error-text";
import { type HostI18n, useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { CopyButton } from "../../components/ui/copy-button";
import { type ApiToken, createApiToken, fetchApiTokens, type NewApiToken, revokeApiToken } from "./api-tokens-api";
import { SettingsSection } from "./settings-section";
import { useSectionAction } from "./use-section-action";
import "./api-tokens.css";

const SCOPE_LABELS: Record<ApiToken["scope"], HostMessageKey> = { read: "settings.tokens.read", "read-write": "settings.tokens.readWrite" };
const EXPIRY_DAYS = [7, 30, 90, 365];

const expiryLabel = ({ t }: HostI18n, days: number) => (days === 365 ? t("settings.tokens.year") : t("settings.tokens.days", { days }));
const day = (locale: string, iso: string) => new Date(iso).toLocaleDateString(intlTag(locale), { dateStyle: "medium" });
const when = (locale: string, iso: string) => new Date(iso).toLocaleString(intlTag(locale), { dateStyle: "medium", timeStyle: "short" });

function tokenStatus({ t, locale }: HostI18n, token: ApiToken): string {
  const date = day(locale, token.expires_at);
  const expiry = token.expired ? t("settings.tokens.expired", { date }) : t("settings.tokens.expires", { date });
  const used = token.last_used_at ? t("settings.tokens.lastUsed", { time: when(locale, token.last_used_at) }) : t("settings.tokens.neverUsed");
  return `${t(SCOPE_LABELS[token.scope])} · ${expiry} · ${used}`;
}

/** Settings → API tokens: tokens for the host's own scripts, shown once, revocable. */
export function ApiTokensSection() {
  const nameId = useId();
  const scopeId = useId();
  const expiryId = useId();
  const newTokenId = useId();
  const [tokens, setTokens] = useState<ApiToken[]>([]);
  const [name, setName] = useState("");
  const [scope, setScope] = useState<NewApiToken["scope"]>("read");
  const [days, setDays] = useState(30);
  const [created, setCreated] = useState<string | null>(null);
  const { busy, error, setError, success, showSuccess, run } = useSectionAction();
  const i18n = useHostI18n();
  const { t } = i18n;

  useEffect(() => {
    fetchApiTokens().then(setTokens, (failure: unknown) => setError(hostErrorText(i18n, failure, "app.unexpectedError")));
  }, [setError, i18n]);

  const create = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { token, ...listed } = await createApiToken({ name, scope, expires_in_days: days });
      setTokens((current) => [...current, listed]);
      setCreated(token);
      setName("");
    });
  };

  const revoke = (token: ApiToken) =>
    run(async () => {
      await revokeApiToken(token.id);
      setTokens((current) => current.filter((other) => other.id !== token.id));
      setCreated(null);
      showSuccess(t("settings.tokens.revoked", { name: isolateIn(i18n.dir, token.name) }));
    });

  return (
    <SettingsSection
      title={t("settings.tokens.title")}
      description={t("settings.tokens.description")}
    >
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {created && (
        <div className="api-token-new">
          <div className="field">
            <label htmlFor={newTokenId}>{t("settings.tokens.new")}</label>
            <input id={newTokenId} readOnly value={created} onFocus={(event) => event.target.select()} />
          </div>
          <div className="settings-actions start">
            <CopyButton
              text={created}
              className="button primary"
              onCopied={() => showSuccess(t("settings.tokens.copied"))}
              onFailed={() => setError(t("settings.tokens.copyFailed"))}
            >
              {t("settings.tokens.copy")}
            </CopyButton>
          </div>
          <p className="muted">{t("settings.tokens.once")}</p>
        </div>
      )}
      {tokens.length > 0 && (
        <ul className="api-token-list" aria-label={t("settings.tokens.list")}>
          {tokens.map((token) => (
            <li key={token.id} className="api-token">
              <div>
                <strong>{token.name}</strong>
                <div className={token.expired ? "api-token-expired" : "muted"}>{tokenStatus(i18n, token)}</div>
              </div>
              <button type="button" className="button secondary small" disabled={busy} aria-label={t("settings.tokens.revokeNamed", { name: token.name })} onClick={() => void revoke(token)}>
                {t("settings.tokens.revoke")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="settings-form" onSubmit={create}>
        <div className="field">
          <label htmlFor={nameId}>{t("settings.tokens.name")}</label>
          <input id={nameId} required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} placeholder={t("settings.tokens.namePlaceholder")} />
        </div>
        <div className="field">
          <label htmlFor={scopeId}>{t("settings.tokens.access")}</label>
          <select id={scopeId} value={scope} onChange={(event) => setScope(event.target.value === "read-write" ? "read-write" : "read")}>
            <option value="read">{t(SCOPE_LABELS.read)}</option>
            <option value="read-write">{t(SCOPE_LABELS["read-write"])}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={expiryId}>{t("settings.tokens.expiresAfter")}</label>
          <select id={expiryId} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {EXPIRY_DAYS.map((choice) => (
              <option key={choice} value={choice}>
                {expiryLabel(i18n, choice)}
              </option>
            ))}
          </select>
        </div>
        <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? t("settings.tokens.creating") : t("settings.tokens.create")} />
      </form>
    </SettingsSection>
  );
}
