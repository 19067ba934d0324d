import { useThemePreference, type ThemePreference } from "../lib/theme";
import { useHostI18n } from "../i18n/host-i18n-context";
import type { HostMessageKey } from "../i18n/host-message-keys";
import { MonitorIcon, MoonIcon, SunIcon } from "./icons";

const OPTIONS: { value: ThemePreference; label: HostMessageKey; Icon: typeof SunIcon }[] = [
  { value: "light", label: "app.themeLight", Icon: SunIcon },
  { value: "dark", label: "app.themeDark", Icon: MoonIcon },
  { value: "system", label: "app.themeSystem", Icon: MonitorIcon },
];

/** Light / dark / system as a small segmented control (a radio group of icon buttons). */
export function ThemeSwitch() {
  const [preference, choose] = useThemePreference();
  const { t } = useHostI18n();
  return (
    <div className="theme-switch" role="radiogroup" aria-label={t("app.theme")}>
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={preference === value}
          aria-label={t(label)}
          title={t(label)}
          className="theme-option"
          onClick={() => choose(value)}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}
