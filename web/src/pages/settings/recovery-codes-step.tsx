import { useState } from "react";
import { Alert } from "../../components/alert";
import { CopyButton } from "../../components/ui/copy-button";
import { useTimedMessage } from "./use-timed-message";

/** The 'copied' confirmation lasts 2 seconds. */
const COPIED_MS = 2_000;
const FILE_NAME = "hangout-recovery-codes.txt";

function recoveryCodesText(codes: string[]): string {
  return [
    "Hangout recovery codes",
    "",
    "Each code signs you in once if you lose your authenticator.",
    "Using one turns two-factor authentication off.",
    "",
    ...codes,
    "",
  ].join("\n");
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

  return (
    <div className="tfa-step">
      <p>
        <strong>Step 2 of 3.</strong> Save these recovery codes somewhere safe. Each one signs you in once if you lose your
        authenticator, and using one turns two-factor authentication off.
      </p>
      {copyError && <Alert>{copyError}</Alert>}
      <ul className="recovery-codes" aria-label="Recovery codes">
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
            showCopied("Copied!");
          }}
          onFailed={() => setCopyError("Could not copy the codes. Select them and copy them by hand.")}
        >
          {copied ?? "Copy"}
        </CopyButton>
        <button type="button" className="button secondary small" onClick={() => downloadText(recoveryCodesText(codes), FILE_NAME)}>
          Download
        </button>
        <span className="visually-hidden" role="status">
          {copied ? "Recovery codes copied to the clipboard." : ""}
        </span>
      </div>
    </div>
  );
}
