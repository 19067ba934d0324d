import { useId } from "react";
import type { TwoFactorSetup } from "./settings-api";

/** Setup step 1 (generated): the QR code to scan and the secret to type in by hand. */
export function TwoFactorQrStep({ setup }: { setup: TwoFactorSetup }) {
  const secretId = useId();
  return (
    <div className="tfa-step">
      <p>
        <strong>Step 1 of 3.</strong> Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…).
      </p>
      <img className="tfa-qr" src={setup.qrCode} alt="QR code for your authenticator app" width={192} height={192} />
      <div className="field">
        <label htmlFor={secretId}>Can't scan it? Enter this secret key instead</label>
        <input
          id={secretId}
          className="tfa-secret"
          readOnly
          spellCheck={false}
          value={setup.secret}
          onFocus={(event) => event.target.select()}
        />
      </div>
    </div>
  );
}
