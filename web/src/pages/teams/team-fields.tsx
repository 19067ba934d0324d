import { FormField } from "../../components/ui/form-field";

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
  return (
    <>
      <FormField label="Team name" error={errors.name}>
        {({ id, describedBy, invalid }) => (
          <input id={id} value={name} maxLength={100} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => onName(e.target.value)} />
        )}
      </FormField>
      <FormField label="Team address" error={errors.slug} hint={`The team's public page: ${window.location.origin}/team/${slug || "…"}`}>
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
