import { useState } from "react";
import { Alert } from "../../components/alert";
import { CopyButton } from "../../components/ui/copy-button";
import { type HostI18n, useHostI18n } from "../../i18n/host-i18n-context";
import { richText } from "../../i18n/rich-text";
import { useTimedMessage } from "./use-timed-message";

/** The 'copied' confirmation lasts 2 seconds. */
const COPIED_MS = 2_000;
const FILE_NAME = "hangout-recovery-codes.txt";

function recoveryCodesText({ t }: HostI18n, codes: string[]): string {
  return [t("settings.tfa.file.title"), "", t("settings.tfa.file.once"), t("settings.tfa.file.off"), "", ...codes, ""].join("\n");
}

/** Saves the codes as a text file through a temporary object URL. */
function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has started the download once click() returns; the URL can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Setup step 2 (recovery): the recovery codes with Copy and Download. */
export function RecoveryCodesStep({ codes }: { codes: string[] }) {
  const [copied, showCopied] = useTimedMessage(COPIED_MS);
  const [copyError, setCopyError] = useState<string | null>(null);
  const i18n = useHostI18n();
  const { t } = i18n;

  return (
    <div className="tfa-step">
      <p>{richText(i18n, "settings.tfa.step2", { step: <strong>{t("settings.tfa.stepOf", { step: 2 })}</strong> })}</p>
      {copyError && <Alert>{copyError}</Alert>}
      <ul className="recovery-codes" aria-label={t("settings.tfa.codes")}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="row">
        <CopyButton
          text={codes.join("\n")}
          className="button secondary small"
          onCopied={() => {
            setCopyError(null);
            showCopied(t("settings.tfa.copied"));
          }}
          onFailed={() => setCopyError(t("settings.tfa.copyFailed"))}
        >
          {copied ?? t("settings.tfa.copy")}
        </CopyButton>
        <button type="button" className="button secondary small" onClick={() => downloadText(recoveryCodesText(i18n, codes), FILE_NAME)}>
          {t("settings.tfa.download")}
        </button>
        <span className="visually-hidden" role="status">
          {copied ? t("settings.tfa.copiedStatus") : ""}
        </span>
      </div>
    </div>
  );
}
