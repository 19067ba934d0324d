import { useId, type ReactNode } from "react";

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}

/** One card of the Settings screen: a region named by its heading. */
export function SettingsSection({ title, description, danger = false, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section className={danger ? "card settings-section danger-zone" : "card settings-section"} aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-section-title">
        {title}
      </h2>
      {description && <p className="muted settings-section-description">{description}</p>}
      {children}
    </section>
  );
}
