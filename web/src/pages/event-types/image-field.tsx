import { useId, useState, type ChangeEvent } from "react";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { uploadImage } from "./event-types-api";

/** docs/DECISIONS.md, Security: the server refuses more; checking first saves uploading 40 MB for nothing. */
const MAX_IMAGE_BYTES = 40 * 1024 * 1024;
const ACCEPTED_TYPES = "image/png,image/jpeg,image/webp,image/gif";

interface ImageFieldProps {
  imageUrl: string | null;
  onChange: (imageUrl: string | null) => void;
  /** Lets the form wait for an upload in progress before saving. */
  onBusyChange: (busy: boolean) => void;
}

/** The booking type's header image: uploaded as soon as it is chosen, then previewed. */
export function ImageField({ imageUrl, onChange, onBusyChange }: ImageFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const i18n = useHostI18n();
  const { t } = i18n;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setError(t("eventtypes.image.tooLarge"));
      input.value = "";
      return;
    }
    setUploading(true);
    onBusyChange(true);
    try {
      onChange(await uploadImage(file));
    } catch (failure) {
      setError(hostErrorText(i18n, failure, "eventtypes.image.uploadFailed"));
    } finally {
      setUploading(false);
      onBusyChange(false);
      // Choosing the same file again after a failure must fire another change.
      input.value = "";
    }
  };

  return (
    <div className="field image-field">
      <span className="field-label">{t("eventtypes.image.label")}</span>
      <div className="image-preview">
        {imageUrl ? (
          // "Header image" is the field's name, not a description of an image.
          <img src={imageUrl} alt={t("eventtypes.image.preview")} />
        ) : (
          <span className="muted">{t("eventtypes.image.none")}</span>
        )}
      </div>
      <div className="row image-actions">
        <label htmlFor={inputId} className={`button secondary small file-button${uploading ? " disabled" : ""}`}>
          {uploading ? t("eventtypes.image.uploading") : imageUrl ? t("eventtypes.image.replace") : t("eventtypes.image.upload")}
        </label>
        <input
          id={inputId}
          type="file"
          className="visually-hidden"
          accept={ACCEPTED_TYPES}
          aria-describedby={hintId}
          disabled={uploading}
          onChange={(event) => void choose(event)}
        />
        {imageUrl && (
          <button type="button" className="button secondary small" onClick={() => onChange(null)} disabled={uploading}>
            {t("eventtypes.image.remove")}
          </button>
        )}
      </div>
      <p id={hintId} className="field-hint">
        {t("eventtypes.image.hint")}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
