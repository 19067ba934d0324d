import { useEffect, useId, useState, type FormEvent } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { CopyButton } from "../../components/ui/copy-button";
import { type ApiToken, createApiToken, fetchApiTokens, type NewApiToken, revokeApiToken } from "./api-tokens-api";
import { SettingsSection } from "./settings-section";
import { useSectionAction } from "./use-section-action";
import "./api-tokens.css";

const SCOPE_LABELS: Record<ApiToken["scope"], string> = { read: "Read only", "read-write": "Read and write" };
const EXPIRY_CHOICES = [
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: 365, label: "1 year" },
];

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function tokenStatus(token: ApiToken): string {
  const expiry = token.expired ? `Expired ${day(token.expires_at)}` : `Expires ${day(token.expires_at)}`;
  const used = token.last_used_at ? `Last used ${when(token.last_used_at)}` : "Never used";
  return `${SCOPE_LABELS[token.scope]} · ${expiry} · ${used}`;
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

  useEffect(() => {
    fetchApiTokens().then(setTokens, (failure: unknown) => setError(messageOf(failure, UNEXPECTED_ERROR)));
  }, [setError]);

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
      showSuccess(`${token.name} is revoked.`);
    });

  return (
    <SettingsSection
      title="API tokens"
      description="Let your own scripts use Hangout's API as you: they can read (or change) your calendar, availability and booking types, never your settings. Send a token as “Authorization: Bearer …”."
    >
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {created && (
        <div className="api-token-new">
          <div className="field">
            <label htmlFor={newTokenId}>Your new token</label>
            <input id={newTokenId} readOnly value={created} onFocus={(event) => event.target.select()} />
          </div>
          <div className="settings-actions start">
            <CopyButton
              text={created}
              className="button primary"
              onCopied={() => showSuccess("Token copied.")}
              onFailed={() => setError("Copying failed: select the token and copy it yourself.")}
            >
              Copy token
            </CopyButton>
          </div>
          <p className="muted">Copy it now: it is shown only once. Anyone with it can use the API as you until it expires or you revoke it.</p>
        </div>
      )}
      {tokens.length > 0 && (
        <ul className="api-token-list" aria-label="Your API tokens">
          {tokens.map((token) => (
            <li key={token.id} className="api-token">
              <div>
                <strong>{token.name}</strong>
                <div className={token.expired ? "api-token-expired" : "muted"}>{tokenStatus(token)}</div>
              </div>
              <button type="button" className="button secondary small" disabled={busy} aria-label={`Revoke ${token.name}`} onClick={() => void revoke(token)}>
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="settings-form" onSubmit={create}>
        <div className="field">
          <label htmlFor={nameId}>Token name</label>
          <input id={nameId} required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} placeholder="Reporting script" />
        </div>
        <div className="field">
          <label htmlFor={scopeId}>Access</label>
          <select id={scopeId} value={scope} onChange={(event) => setScope(event.target.value === "read-write" ? "read-write" : "read")}>
            <option value="read">{SCOPE_LABELS.read}</option>
            <option value="read-write">{SCOPE_LABELS["read-write"]}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={expiryId}>Expires after</label>
          <select id={expiryId} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.days} value={choice.days}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? "Creating..." : "Create token"} />
      </form>
    </SettingsSection>
  );
}
