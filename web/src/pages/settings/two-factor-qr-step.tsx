import { useId } from "react";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { richText } from "../../i18n/rich-text";
import type { TwoFactorSetup } from "./settings-api";

/** Setup step 1 (generated): the QR code to scan and the secret to type in by hand. */
export function TwoFactorQrStep({ setup }: { setup: TwoFactorSetup }) {
  const secretId = useId();
  const i18n = useHostI18n();
  const { t } = i18n;
  return (
    <div className="tfa-step">
      <p>{richText(i18n, "settings.tfa.step1", { step: <strong>{t("settings.tfa.stepOf", { step: 1 })}</strong> })}</p>
      <img className="tfa-qr" src={setup.qrCode} alt={t("settings.tfa.qr")} width={192} height={192} />
      <div className="field">
        <label htmlFor={secretId}>{t("settings.tfa.secret")}</label>
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
