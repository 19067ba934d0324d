import { FormField } from "../../components/ui/form-field";
import { useHostI18n } from "../../i18n/host-i18n-context";

interface TeamFieldsProps {
  name: string;
  slug: string;
  errors: { name?: string; slug?: string };
  onName: (name: string) => void;
  /** The address as typed, lower-cased. */
  onSlug: (slug: string) => void;
}

/** A team's name and the address of its public page, as creating and editing a team ask for them. */
export function TeamFields({ name, slug, errors, onName, onSlug }: TeamFieldsProps) {
  const { t } = useHostI18n();
  return (
    <>
      <FormField label={t("teams.fields.name")} error={errors.name}>
        {({ id, describedBy, invalid }) => (
          <input id={id} value={name} maxLength={100} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => onName(e.target.value)} />
        )}
      </FormField>
      <FormField label={t("teams.fields.address")} error={errors.slug} hint={t("teams.fields.addressHint", { url: `${window.location.origin}/team/${slug || "…"}` })}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            value={slug}
            maxLength={30}
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => onSlug(e.target.value.toLowerCase())}
          />
        )}
      </FormField>
    </>
  );
}
